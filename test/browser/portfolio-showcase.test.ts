import * as assert from 'uvu/assert';
import { browserSuite } from '../helpers/browser';
import { buildSite, servedSite } from '../helpers/generate';
import { items, showcaseFiles } from '../helpers/showcase';

/**
 * The showcase's two cards in Chromium: the portfolio tests' own project (../helpers/showcase.ts),
 * built in this process and served. What its pages hold: ../generator/portfolio-build.test.ts.
 */
const { test, env } = browserSuite('browser: the showcase’s cards, built in-process', { serve: false });
let site: Awaited<ReturnType<typeof servedSite>> | undefined;
test.before(async () => {
  if (!env.run) return;
  site = await servedSite(await buildSite({ files: await showcaseFiles() }));
});
test.after(async () => {
  await site?.close();
});

test('the two cards: stacked on a phone, side by side on a tablet, centred on a desktop; each picture’s focus in view', async () => {
  const page = await env.browser.newPage();
  const boxes = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site!.origin}/portfolio`);
    return page.evaluate(() => {
      const list = document.querySelector('main ul')!.getBoundingClientRect();
      return [...document.querySelectorAll('main ul > li')].map((card) => {
        const box = card.getBoundingClientRect();
        return {
          left: Math.round(box.left - list.left),
          right: Math.round(list.right - box.right),
          top: box.top,
          width: box.width,
          row: list.width,
        };
      });
    });
  };
  const phone = await boxes(390);
  for (const card of phone)
    assert.equal([card.left, card.right], [0, 0], 'a phone: each card the row’s width');
  assert.ok(phone[1]!.top > phone[0]!.top, 'a phone: one under the other');
  const tablet = await boxes(768);
  assert.is(tablet[0]!.top, tablet[1]!.top, 'a tablet: side by side');
  // The outer edges, whichever card is first (on the right, on a site written right to left).
  const edges = (cards: typeof tablet) => [
    Math.min(...cards.map((c) => c.left)),
    Math.min(...cards.map((c) => c.right)),
  ];
  assert.equal(edges(tablet), [0, 0], 'a tablet: two columns fill the row');
  const desktop = await boxes(1440);
  assert.is(desktop[0]!.top, desktop[1]!.top, 'a desktop: side by side');
  for (const card of desktop)
    assert.ok(Math.abs(card.width - (card.row - 48) / 3) < 1, 'a third of the row, less the gaps');
  const [left, right] = edges(desktop);
  assert.ok(Math.abs(left! - right!) <= 1, `centred: ${left} px left, ${right} px right`);
  // Each picture keeps its item's focus in view, on the list and on its page; the middle by default.
  const positions = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main picture img')].map((img) => getComputedStyle(img).objectPosition),
    );
  assert.equal(
    await positions(),
    items.map((item) => item.focus ?? '50% 50%'),
  );
  for (const item of items) {
    await page.goto(`${site!.origin}/portfolio/${item.id}`);
    // The item's picture, above its case study's.
    assert.is((await positions())[0], item.focus ?? '50% 50%', `/portfolio/${item.id}`);
  }
  await page.close();
});

test.run();
