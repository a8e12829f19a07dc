import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { landing, site } from '../../src/content';
import { visitedPaths } from '../helpers/addresses';
import { browserSuite, closePage, openPage } from '../helpers/browser';

const { test, env } = browserSuite('browser: a notched phone (safe-area insets)');

/** An iPhone with a notch or Dynamic Island, held upright and sideways: its insets in CSS px. */
const phones = [
  {
    name: 'upright',
    viewport: { width: 390, height: 844 },
    insets: { top: 47, right: 0, bottom: 34, left: 0 },
  },
  {
    name: 'sideways',
    viewport: { width: 844, height: 390 },
    insets: { top: 0, right: 47, bottom: 21, left: 47 },
  },
] as const;

type Insets = (typeof phones)[number]['insets'];

/** Chromium reports these insets to env(safe-area-inset-*), as iOS does under viewport-fit=cover. */
async function emulateInsets(page: Page, insets: Insets) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets });
  return () => cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: {} }).then(() => cdp.detach());
}

/** How far `box` reaches into each inset (0 where it is clear of it). */
function intrusion(box: { x: number; y: number; width: number; height: number }, page: Page, insets: Insets) {
  const { width, height } = page.viewportSize()!;
  return {
    top: Math.max(0, insets.top - box.y),
    left: Math.max(0, insets.left - box.x),
    right: Math.max(0, box.x + box.width - (width - insets.right)),
    bottom: Math.max(0, box.y + box.height - (height - insets.bottom)),
  };
}
const clear = { top: 0, left: 0, right: 0, bottom: 0 };

for (const phone of phones) {
  test(`held ${phone.name}: the hamburger, the pause control and the landing's buttons stay clear of the notch and home indicator`, async () => {
    const { page } = await openPage(env.browser, `${env.origin}/`, {
      viewport: phone.viewport,
      isMobile: true,
      hasTouch: true,
    });
    const reset = await emulateInsets(page, phone.insets);
    const controls = {
      hamburger: page.getByRole('button', { name: site.menu.open, exact: true }),
      pause: page.getByRole('button', { name: landing.pause, exact: true }),
      ...Object.fromEntries(
        landing.buttons.map((b) => [b.label, page.getByRole('link', { name: b.label, exact: true })]),
      ),
    };
    for (const [name, control] of Object.entries(controls)) {
      await control.scrollIntoViewIfNeeded();
      // The fixed hamburger as it is anywhere; the rest where the visitor scrolls them to.
      assert.equal(intrusion((await control.boundingBox())!, page, phone.insets), clear, name);
    }
    await reset();
    await closePage(page);
  });

  test(`held ${phone.name}: the open drawer's entries and every page's text stay clear of the insets`, async () => {
    const { page } = await openPage(env.browser, `${env.origin}/about`, {
      viewport: phone.viewport,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce', // the drawer where it rests, not mid-slide
    });
    const reset = await emulateInsets(page, phone.insets);
    await page.getByRole('button', { name: site.menu.open, exact: true }).click();
    const entries = page.locator('#site-menu a');
    await entries.first().waitFor({ state: 'visible' });
    const first = (await entries.first().boundingBox())!;
    assert.equal(intrusion(first, page, phone.insets), clear, 'the first entry');
    assert.ok(first.x >= phone.insets.left, 'beside the notch');
    await page.keyboard.press('Escape');
    for (const path of visitedPaths) {
      await page.goto(env.origin + path);
      // Sideways, the notch is at a side: no text of the page reaches under it at any scroll.
      const outside = await page.evaluate(
        ({ left, right }) =>
          [...document.querySelectorAll('main h1, main h2, main p, main li, footer p')]
            .map((el) => ({ text: el.textContent?.slice(0, 30), box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.left < left || box.right > innerWidth - right))
            .map(({ text }) => text),
        phone.insets,
      );
      assert.equal(outside, [], path);
    }
    await reset();
    await closePage(page);
  });
}

test('pages reach under the notch only where they say so, and iOS links no numbers', async () => {
  const { page } = await openPage(env.browser, `${env.origin}/about`);
  const metas = await page.evaluate(() => ({
    viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content'),
    formats: document.querySelector('meta[name="format-detection"]')?.getAttribute('content'),
  }));
  assert.match(metas.viewport ?? '', /\bviewport-fit=cover\b/);
  assert.match(metas.formats ?? '', /\btelephone=no\b/);
  await closePage(page);
});

test.run();
