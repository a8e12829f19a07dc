import * as assert from 'uvu/assert';
import {
  about,
  contact,
  landing,
  owner,
  photos,
  portfolio,
  portfolioItems,
  site,
  timings,
} from '../../src/content';
import { menu as siteMenu } from '../../src/routes';
import { breakpoints, drawerWidth } from '../../src/theme';
import { browserSuite, closePage, openPage, viewports } from '../helpers/browser';
import { waitFor } from '../helpers/wait';
import { sampleItem } from '../helpers/screens';
import { encodedName } from '../helpers/photo-names';

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
  '/portfolio': [
    portfolio.title,
    portfolio.subtitle,
    // The owner's choice (src/content.ts): the items' cards, or the spec's "Coming Soon" card.
    ...(portfolio.showcase
      ? portfolioItems.flatMap((item) => [item.title, item.description])
      : [portfolio.comingSoon.title, portfolio.comingSoon.text]),
  ],
  ...(sampleItem && {
    [`/portfolio/${sampleItem.id}`]: [portfolio.back, sampleItem.title, sampleItem.description],
  }),
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
    for (const entry of siteMenu) {
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
  assert.match(src, new RegExp(`/assets/photos/${encodedName(photos.landing.mobilePortrait.file, 'avif')}$`));
  await closePage(page);
});

noJs.run();
