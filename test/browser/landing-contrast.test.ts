import type { Page } from 'playwright-core';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import { landing } from '../../src/content';
import { pathOf } from '../../src/routes';
import { browserSuite, closePage, openPage } from '../helpers/browser';
import { contrast, parseRgb } from '../helpers/contrast';
import { landingViewports } from '../helpers/landing';

const { test: page, env } = browserSuite('browser: the landing page, text contrast over the photo');

/**
 * The lowest contrast between a text's colour and any pixel behind it: the
 * text is made transparent, the box under it photographed, every pixel tried.
 */
async function worstContrast(p: Page, selector: string): Promise<number> {
  const target = p.locator(selector).first();
  const color = parseRgb(await target.evaluate((el) => getComputedStyle(el).color));
  const hide = (el: Element, hidden: boolean) =>
    [el, ...el.querySelectorAll('*')].forEach((node) => {
      const style = (node as HTMLElement).style;
      if (hidden) {
        style.setProperty('color', 'transparent', 'important');
        style.setProperty('text-shadow', 'none', 'important');
      } else {
        style.removeProperty('color');
        style.removeProperty('text-shadow');
      }
    });
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(hide, true);
  // The box of the glyphs themselves, not of the element (a button's border is not behind its text).
  const box = await target.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });
  const shot = await p.screenshot({ clip: box, animations: 'disabled' });
  await target.evaluate(hide, false);
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let worst = Infinity;
  for (let i = 0; i < data.length; i += info.channels)
    worst = Math.min(worst, contrast(color, [data[i]!, data[i + 1]!, data[i + 2]!]));
  return worst;
}

export const measuredContrast: Record<string, number> = {};

/** A pure white photo: the worst case for light text, whatever the owner's photos are. */
const whitePhoto = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
  .jpeg()
  .toBuffer();

for (const [{ viewport }, backdrop] of landingViewports.flatMap(
  (c) =>
    [
      [c, 'photo'],
      [c, 'white photo'],
    ] as const,
)) {
  page(
    `at ${viewport.width}x${viewport.height} every text over the ${backdrop} is at least 4.5:1`,
    async () => {
      const { page: p } = await openPage(env.browser, `${env.origin}/`, {
        viewport,
        reducedMotion: 'reduce',
        waitForIslands: false,
        before: (tab) =>
          backdrop === 'white photo'
            ? tab.route(/\/assets\/photos\/landing-/, (route) =>
                route.fulfill({ body: whitePhoto, contentType: 'image/jpeg' }),
              )
            : Promise.resolve(),
      });
      await p.locator('main picture img').evaluate((el: HTMLImageElement) => el.decode());
      const texts = {
        greeting: 'h1 > [aria-hidden="true"]',
        phrase: '[data-phrase-index]',
        ...Object.fromEntries(landing.buttons.map((b) => [b.label, `main a[href="${pathOf(b.page)}"]`])),
      };
      for (const [name, selector] of Object.entries(texts)) {
        const ratio = await worstContrast(p, selector);
        measuredContrast[`${viewport.width}x${viewport.height} ${backdrop}: ${name}`] = ratio;
        assert.ok(ratio >= 4.5, `${name}: ${ratio.toFixed(2)}:1`);
      }
      const icon = await worstContrast(p, 'main button[aria-label]');
      assert.ok(icon >= 3, `pause control: ${icon.toFixed(2)}:1`);
      await closePage(p);
    },
  );
}

page.after(() => {
  if (!env.run || Object.keys(measuredContrast).length === 0) return;
  const lines = Object.entries(measuredContrast).map(([k, v]) => `  ${k}: ${v.toFixed(2)}:1`);
  console.log(`\nLowest contrast of each text over the landing photo:\n${lines.join('\n')}`);
});

page.run();
