import * as assert from 'uvu/assert';
import { portfolioItems } from '../../src/content';
import { browserSuite, closePage, openPage } from '../helpers/browser';

const { test, env } = browserSuite('browser: the portfolio pictures come from the site');

test('each item page shows its picture from the site itself, and asks no other host for anything', async () => {
  for (const item of portfolioItems) {
    const { page: p, problems } = await openPage(env.browser, `${env.origin}/portfolio/${item.id}`, {
      waitForIslands: false,
    });
    const requests: string[] = [];
    p.on('request', (request) => requests.push(request.url()));
    await p.reload(); // with the listener in place from the first request
    // The item's own picture, first: a case study under the description may show more.
    const img = p.locator('main picture img').first();
    await img.scrollIntoViewIfNeeded();
    await p.waitForFunction(() => (document.querySelector('main picture img') as HTMLImageElement).complete);
    const shown = await img.evaluate((el: HTMLImageElement) => ({
      src: el.currentSrc,
      width: el.naturalWidth,
      alt: el.alt,
      placeholder: el.hasAttribute('data-placeholder'),
    }));
    assert.ok(shown.src.startsWith(`${env.origin}/assets/photos/`), shown.src);
    assert.ok(shown.width > 0, 'decoded, not broken');
    assert.is(shown.alt, shown.placeholder ? '' : item.imageAlt);
    assert.equal(
      requests.filter((url) => !url.startsWith(env.origin)),
      [],
      'nothing from another host',
    );
    assert.equal(problems, []);
    await closePage(p);
  }
});

test.run();
