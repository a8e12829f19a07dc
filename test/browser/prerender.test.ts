import * as assert from 'uvu/assert';
import { landing, nav, owner, timings } from '../../src/content';
import { browserSuite } from '../helpers/browser';
import { launchCdp } from '../../scripts/cdp';
import { prerenderFromMenu } from '../helpers/prerender';

const { test, env } = browserSuite('browser: pages prerendered on intent');

const phrase = `document.querySelector('[data-phrase-index]').textContent`;
const fade = `(() => { const [a] = document.querySelector('main').getAnimations();
  return a && { time: a.currentTime, state: a.playState }; })()`;

test('a page prerendered from the menu is shown at the click, its fade and headline starting then', async () => {
  const cdp = await launchCdp();
  try {
    const tab = await cdp.newTab();
    const home = await prerenderFromMenu(tab, env.origin, nav[1].href, nav[0].href);
    // Hidden: the fade is held at its start, and a hydrated headline counts no time.
    assert.equal(await tab.evaluate(fade, home), { time: 0, state: 'paused' }, 'fade held while hidden');
    await tab.until(`document.documentElement.hasAttribute('data-hydrated')`, { session: home });
    await new Promise((later) => setTimeout(later, timings.headlineInterval + timings.headlineFadeOut + 200));
    assert.is(await tab.evaluate(phrase, home), owner.name, 'no rotation while hidden');

    await tab.click(`#site-menu a[href="${nav[0].href}"]`);
    await tab.until(`!document.prerendering`, { session: home });
    const shown = await tab.evaluate(
      `({ activationStart: performance.getEntriesByType('navigation')[0].activationStart, now: performance.now(), fade: ${fade}, phrase: ${phrase} })`,
      home,
    );
    assert.ok(shown.activationStart > 0, 'the prerendered page was the one shown');
    // The fade has run no longer than the page has been shown (a busy machine may read it late).
    const sinceShown = shown.now - shown.activationStart;
    assert.is.not(shown.fade.state, 'paused');
    assert.ok(
      shown.fade.time <= sinceShown + 50,
      `fade at ${shown.fade.time} ms, shown ${Math.round(sinceShown)} ms ago`,
    );
    assert.is(shown.phrase, owner.name, 'the headline starts at the name');
    await tab.until(`${phrase} === ${JSON.stringify(landing.phrases[1])}`, {
      session: home,
      timeoutMs: timings.headlineInterval * 2,
    });
  } finally {
    await cdp.close();
  }
});

test.run();
