import * as assert from 'uvu/assert';
import { landing, timings } from '../../src/content';
import { menu } from '../../src/routes';
import { browserSuite } from '../helpers/browser';
import { launchCdp } from '../../scripts/cdp';
import { openMenu } from '../helpers/prerender';

const { test, env } = browserSuite('browser: back and forward', { serve: true });

test('a page left with its menu open comes back from the back/forward cache, menu closed, headline running', async () => {
  const cdp = await launchCdp();
  try {
    const tab = await cdp.newTab();
    const notCached: string[] = [];
    void tab.send('Page.enable', {}, tab.page);
    const reasons = tab.next('Page.backForwardCacheNotUsed', { sessionId: tab.page });
    // None is the good case: the page came back from the cache.
    void reasons.then((p) => notCached.push(JSON.stringify(p.notRestoredExplanations))).catch(() => {});

    await tab.goto(`${env.origin}${menu[1]!.href}`);
    await tab.goto(`${env.origin}/`);
    await tab.until(`document.documentElement.hasAttribute('data-hydrated')`);
    await tab.evaluate('window.stayed = true');
    // Left with the menu open, through the browser's back button.
    await openMenu(tab);
    await tab.evaluate('history.back()').catch(() => {});
    await tab.until(
      `location.pathname === ${JSON.stringify(menu[1]!.href)} && document.readyState === 'complete'`,
    );
    await tab.evaluate('history.forward()').catch(() => {});
    await tab.until(`location.pathname === '/' && document.visibilityState === 'visible'`);

    assert.ok(await tab.evaluate('window.stayed === true'), `restored from the cache ${notCached.join()}`);
    assert.is(
      await tab.evaluate(`performance.getEntriesByType('navigation')[0].type`),
      'navigate',
      'the same document, not a new load',
    );
    assert.is(
      await tab.evaluate(`document.querySelector('button[aria-controls="site-menu"]').ariaExpanded`),
      'false',
      'menu closed',
    );
    assert.not.ok(await tab.evaluate(`!!document.querySelector('main[inert]')`), 'the page usable again');
    assert.not.ok(await tab.evaluate(`!!document.querySelector('[data-open]')`), 'drawer closed');
    // Away from the headline, which pauses under the pointer.
    await tab.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 5, y: 800 }, tab.page);
    const shown = await tab.evaluate(`document.querySelector('[data-phrase-index]').textContent`);
    assert.ok(landing.phrases.includes(shown));
    await tab.until(
      `document.querySelector('[data-phrase-index]').textContent !== ${JSON.stringify(shown)}`,
      {
        timeoutMs: timings.headlineInterval * 2,
      },
    );
  } finally {
    await cdp.close();
  }
});

test.run();
