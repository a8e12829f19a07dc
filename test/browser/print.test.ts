import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { about, landing } from '../../src/content';
import { paperColors } from '../../src/theme';
import { visitedPaths } from '../helpers/addresses';
import { browserSuite, closePage, openPage } from '../helpers/browser';
import { cssRgb } from '../helpers/contrast';

const { test, env } = browserSuite('browser: printed pages (and saved as PDF)');

/** Opens `path` as the printer sees it: print media, islands hydrated. */
async function printed(path: string) {
  const opened = await openPage(env.browser, env.origin + path);
  await opened.page.emulateMedia({ media: 'print' });
  return opened;
}

/** What paper shows of the page: colours, what is left out, what the links say. */
const paperView = (page: Page) =>
  page.evaluate(() => {
    const shown = (el: Element | null) => !!el && (el as HTMLElement).offsetParent !== null;
    const texts = [...document.body.querySelectorAll('*')].filter(
      (el) =>
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()) &&
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility === 'visible',
    );
    return {
      background: [document.documentElement, document.body].map((el) => getComputedStyle(el).backgroundColor),
      colors: [...new Set(texts.map((el) => getComputedStyle(el).color))],
      hamburger: shown(document.querySelector('[aria-controls="site-menu"], a[href="#site-menu"]')),
      drawer: getComputedStyle(document.getElementById('site-menu')!.closest('header')!).display,
      pictures: [...document.querySelectorAll('main img')].filter(shown).length,
      buttons: [...document.querySelectorAll('main button')].filter(shown).length,
      external: [...document.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')].map((a) => ({
        href: a.href,
        after: getComputedStyle(a, '::after').content,
      })),
      // The screens' cards; a post's footnotes are a section too, but prose, free to break.
      cards: [...document.querySelectorAll('main section:has(> h2):not([data-footnotes])')].map(
        (el) => getComputedStyle(el).breakInside,
      ),
    };
  });

for (const path of visitedPaths) {
  test(`${path}: dark text on white, no menu or controls, every outside link followed by its address`, async () => {
    const { page } = await printed(path);
    const view = await paperView(page);
    for (const background of view.background)
      assert.ok(/rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\)/.test(background), background);
    assert.equal(view.colors, [cssRgb(paperColors.text)], 'one dark ink for all text');
    assert.not.ok(view.hamburger, 'no hamburger');
    assert.is(view.drawer, 'none', 'no drawer');
    assert.is(view.buttons, 0, 'no pause control or other button');
    assert.ok(view.external.length > 0);
    for (const link of view.external) assert.is(link.after, `" (${link.href})"`);
    for (const card of view.cards) assert.is(card, 'avoid', 'cards stay whole on a page');
    await closePage(page);
  });
}

test('the landing prints its headline as the whole sentence, without its photo', async () => {
  const { page } = await printed('/');
  const view = await paperView(page);
  assert.is(view.pictures, 0, 'no landing photo');
  const headline = await page.locator('h1').innerText();
  assert.is(headline.replace(/\s+/g, ' ').trim(), landing.sentence);
  await closePage(page);
});

/** Pages in a PDF Chromium wrote: one `/Type /Page` object each. */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

for (const format of ['A4', 'Letter'] as const) {
  test(`the About page fits on two ${format} pages, all of it there`, async () => {
    const { page } = await printed('/about');
    const pdf = await page.pdf({ format });
    const pages = pageCount(pdf);
    assert.ok(pages >= 1 && pages <= 2, `${pages} pages`);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const item of [...about.background.paragraphs, ...about.focus.items])
      assert.ok(text.includes(item), item);
    await closePage(page);
  });
}

test.run();
