import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { site } from '../../src/content';
import { browserSuite, closePage, openPage } from '../helpers/browser';
import { backdropX } from '../helpers/drawer-sides';

const { test, env } = browserSuite('browser: a drawer opened before hydration closes after it');

/** What the visitor and assistive technology are told, read together in the page. */
type State = { visible: boolean; expanded: string | null; inert: boolean; hash: string };

const state = (page: Page): Promise<State> =>
  page.evaluate(() => ({
    visible: getComputedStyle(document.getElementById('site-menu')!).visibility === 'visible',
    expanded:
      document.querySelector('button[aria-controls="site-menu"]')?.getAttribute('aria-expanded') ?? null,
    inert: document.querySelector('main')!.inert,
    hash: location.hash,
  }));

/**
 * Records, on every frame once the toggle is a button, each moment its visible state, aria-expanded
 * and the inert page behind disagree, or the address still names the menu. Reduced motion makes
 * the drawer's visibility follow its state without a transition between them.
 */
const watchAgreement = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { disagreements: string[] };
    w.disagreements = [];
    const frame = () => {
      const button = document.querySelector('button[aria-controls="site-menu"]');
      if (button) {
        const visible = getComputedStyle(document.getElementById('site-menu')!).visibility === 'visible';
        const expanded = button.getAttribute('aria-expanded') === 'true';
        const inert = document.querySelector('main')!.inert;
        if (visible !== expanded || inert !== expanded || location.hash === '#site-menu')
          w.disagreements.push(`visible ${visible}, expanded ${expanded}, inert ${inert}, ${location.href}`);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
const disagreements = (page: Page) =>
  page.evaluate(() => (window as unknown as { disagreements: string[] }).disagreements);

/** A drawer's slide takes 225 ms; anything not there within seconds is not coming. */
const timeout = 5000;

const hamburger = (page: Page) => page.getByRole('button', { name: site.menu.open, exact: true });

/** Opens `path` with the islands runtime held back; `open` opens the menu before it is released. */
async function openEarly(path: string, open: (page: Page) => Promise<unknown>) {
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  const { page, problems } = await openPage(env.browser, env.origin + path, {
    waitForIslands: false,
    reducedMotion: 'reduce',
    delay: { pattern: /islands-runtime-/, until: held },
  });
  await open(page);
  await page.locator('#site-menu').waitFor({ state: 'visible', timeout });
  assert.not.ok(
    await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
    'opened before hydration',
  );
  await watchAgreement(page);
  release();
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  assert.equal(
    await state(page),
    { visible: true, expanded: 'true', inert: true, hash: '' },
    'open once hydrated',
  );
  return { page, problems };
}

const byLink = (page: Page) => page.getByRole('link', { name: site.menu.open, exact: true }).click();

const closers: Record<string, (page: Page) => Promise<unknown>> = {
  Escape: (page) => page.keyboard.press('Escape'),
  'the backdrop': async (page) => page.mouse.click(await page.evaluate<number>(backdropX), 450),
  // Shown once focused: the keyboard's way to it, the pointer's click on it.
  'the close button': async (page) => {
    const button = page.getByRole('button', { name: site.menu.closeButton, exact: true });
    await button.focus();
    await button.click();
  },
  'the toggle': (page) => hamburger(page).click(),
};

for (const [name, close] of Object.entries(closers)) {
  test(`opened by the no-JS link before hydration, ${name} closes it after`, async () => {
    const { page, problems } = await openEarly('/about', byLink);
    await close(page);
    await page.locator('#site-menu').waitFor({ state: 'hidden', timeout });
    assert.equal(await state(page), { visible: false, expanded: 'false', inert: false, hash: '' }, 'closed');
    // And it opens and closes again as any hydrated drawer does.
    await hamburger(page).click();
    await page.locator('#site-menu').waitFor({ state: 'visible', timeout });
    await close(page);
    await page.locator('#site-menu').waitFor({ state: 'hidden', timeout });
    assert.equal(
      await state(page),
      { visible: false, expanded: 'false', inert: false, hash: '' },
      'closed again',
    );
    assert.equal(await disagreements(page), []);
    assert.equal(problems, []);
    await closePage(page);
  });
}

test('a link to /contact#site-menu opens the menu, which Escape closes once hydrated', async () => {
  const { page, problems } = await openEarly('/contact#site-menu', async () => {});
  await page.keyboard.press('Escape');
  await page.locator('#site-menu').waitFor({ state: 'hidden', timeout });
  assert.equal(await state(page), { visible: false, expanded: 'false', inert: false, hash: '' });
  assert.equal(await disagreements(page), []);
  assert.equal(problems, []);
  await closePage(page);
});

test('#site-menu typed into the address of a hydrated page opens the menu', async () => {
  const { page } = await openPage(env.browser, `${env.origin}/contact`, { reducedMotion: 'reduce' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.evaluate(() => (location.hash = 'site-menu'));
  await page.locator('#site-menu').waitFor({ state: 'visible', timeout });
  await page.waitForFunction(() => location.hash === '', null, { timeout });
  assert.equal(await state(page), { visible: true, expanded: 'true', inert: true, hash: '' });
  await page.keyboard.press('Escape');
  await page.locator('#site-menu').waitFor({ state: 'hidden', timeout });
  assert.equal(await state(page), { visible: false, expanded: 'false', inert: false, hash: '' });
  await closePage(page);
});

test.run();
