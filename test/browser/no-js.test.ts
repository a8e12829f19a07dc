import * as assert from 'uvu/assert';
import {
  about,
  contact,
  landing,
  nav,
  owner,
  photos,
  portfolio,
  portfolioItems,
  site,
  timings,
} from '../../src/content';
import { breakpoints, drawerWidth } from '../../src/theme';
import { browserSuite, closePage, openPage, viewports } from '../helpers/browser';
import { waitFor } from '../helpers/wait';
import { safeStem } from '../../scripts/build/encode-photos';

const { test: noJs, env } = browserSuite('browser: with JavaScript disabled');

const open = (path: string, viewport: { width: number; height: number } = viewports.desktop) =>
  openPage(env.browser, env.origin + path, { javaScriptEnabled: false, viewport });

noJs('the landing headline is a complete sentence with the owner’s name', async () => {
  const { page } = await open('/');
  const shown = await page.locator('h1 [aria-hidden="true"]').innerText();
  assert.is(shown.replace(/\s+/g, ' ').trim(), `${landing.greeting} ${owner.name}`);
  for (const { label } of landing.buttons)
    assert.ok(await page.getByRole('link', { name: label, exact: true }).isVisible(), label);
  // Nothing rotates without JavaScript, so no pause control that would do nothing.
  assert.is(await page.getByRole('button').count(), 0);
  // The page fade is CSS: it completes without JavaScript, within its duration and a margin.
  await waitFor(
    async () => (await page.locator('main').evaluate((el) => getComputedStyle(el).opacity)) === '1',
    timings.pageFade + 2_000,
    'the page fade to end at full opacity',
  );
  await closePage(page);
});

const full: Record<string, readonly string[]> = {
  '/about': [
    ...about.background.paragraphs,
    about.experience.button,
    ...about.skills.groups.flatMap((g) => g.items),
    ...about.focus.items,
  ],
  '/portfolio': [portfolio.title, portfolio.subtitle, portfolio.comingSoon.title, portfolio.comingSoon.text],
  [`/portfolio/${portfolioItems[1].id}`]: [
    portfolio.back,
    portfolioItems[1].title,
    portfolioItems[1].description,
  ],
  '/contact': [contact.title, contact.card.title, contact.card.text, contact.card.button],
  '/portfolio/abc': [portfolio.notFound.title, portfolio.notFound.button],
};
for (const [path, texts] of Object.entries(full)) {
  noJs(`${path} shows its full content`, async () => {
    const { page } = await open(path);
    const body = await page.locator('main').innerText();
    for (const text of texts) assert.ok(body.includes(text), text);
    await closePage(page);
  });
}

for (const viewport of [viewports.phone, viewports.desktop]) {
  noJs(`at ${viewport.width}px the menu opens, closes and reaches every page`, async () => {
    const { page } = await open('/contact', viewport);
    const menu = page.locator('#site-menu');
    assert.not.ok(await menu.isVisible());
    await page.getByRole('link', { name: site.menu.open, exact: true }).click();
    await menu.waitFor({ state: 'visible' });
    const box = (await menu.boundingBox())!;
    assert.is(Math.round(box.width), viewport.width < breakpoints.sm ? viewport.width : drawerWidth);
    await page.getByRole('link', { name: site.menu.close, exact: true }).first().click();
    await menu.waitFor({ state: 'hidden' });
    for (const entry of nav) {
      await page.getByRole('link', { name: site.menu.open, exact: true }).click();
      await menu.getByRole('link', { name: entry.label, exact: true }).click();
      await page.waitForURL(env.origin + entry.href);
      assert.is(await page.locator('#site-menu [aria-current="page"]').textContent(), entry.label);
      await menu.waitFor({ state: 'hidden' });
    }
    await closePage(page);
  });
}

noJs('the landing photo still matches the viewport', async () => {
  const { page } = await open('/', viewports.phone);
  const src = await page.locator('main picture img').evaluate((el: HTMLImageElement) => el.currentSrc);
  const stem = safeStem(photos.landing.mobilePortrait.file);
  assert.match(src, new RegExp(`/assets/photos/${stem}-\\d+-[0-9a-f]{12}\\.avif$`));
  await closePage(page);
});

noJs.run();
