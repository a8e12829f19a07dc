import { mkdirSync } from 'node:fs';
import * as assert from 'uvu/assert';
import {
  about,
  contact,
  landing,
  nav,
  notFound,
  owner,
  portfolio,
  portfolioItems,
  site,
} from '../../src/content';
import type { Page } from 'playwright-core';
import { browserSuite, openPage, viewports } from '../helpers/browser';

const { test: smoke, env } = browserSuite('browser: every screen served by npm start');

const unknownId = Math.max(...portfolioItems.map((item) => item.id)) + 1;

type Route = { path: string; status: number; h1: string; h1Prefix?: boolean };
const routes: Route[] = [
  // The h1 goes on with the phrases a screen reader hears after the shown ones.
  { path: '/', status: 200, h1: `${landing.greeting} ${owner.name}`, h1Prefix: true },
  { path: '/about', status: 200, h1: about.title },
  { path: '/portfolio', status: 200, h1: portfolio.title },
  ...portfolioItems.map((item) => ({ path: `/portfolio/${item.id}`, status: 200, h1: item.title })),
  { path: '/contact', status: 200, h1: contact.title },
  ...['abc', '0', String(unknownId), '1.5', '-1', '1abc', '01'].map((id) => ({
    path: `/portfolio/${id}`,
    status: 404,
    h1: portfolio.notFound.title,
  })),
  { path: '/no/such/page', status: 404, h1: notFound.title },
];

for (const route of routes) {
  smoke(`${route.path}: status ${route.status}, its h1, no console or page error`, async () => {
    if (!env.run) return;
    const { page, problems, response } = await openPage(env.browser, env.origin + route.path);
    assert.is(response?.status(), route.status);
    const h1 = (await page.locator('h1').innerText()).replace(/\s+/g, ' ').trim();
    if (route.h1Prefix) assert.ok(h1.startsWith(route.h1), h1);
    else assert.is(h1, route.h1);
    assert.equal(problems, []);
    await page.context().close();
  });

  smoke(
    `${route.path}: hydration and loading shift nothing (CLS under 0.001) at phone and desktop sizes`,
    async () => {
      for (const viewport of [viewports.phone, viewports.desktop]) {
        const { page } = await openPage(env.browser, env.origin + route.path, { viewport });
        const shift = await settledShift(page);
        // Below 0.001 is what Lighthouse shows as 0.
        assert.ok(shift < 0.001, `${viewport.width}px: CLS ${shift}`);
        await page.context().close();
      }
    },
  );

  smoke(`${route.path}: a font that arrives after the first paint shifts nothing (phone)`, async () => {
    // A slow network, or a busy machine: the font comes well after the text is first painted.
    const { page } = await openPage(env.browser, env.origin + route.path, {
      viewport: viewports.phone,
      delay: { pattern: /\.woff2$/, ms: 400 },
    });
    const shift = await settledShift(page);
    assert.ok(shift < 0.001, `CLS ${shift}`);
    await page.context().close();
  });
}

/**
 * The page's cumulative layout shift once it has settled: islands hydrated,
 * fonts loaded, and every finite animation (the page's fade-in) finished.
 */
async function settledShift(page: Page): Promise<number> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  return page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => {})));
    return new Promise<number>((done) => {
      let total = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      // Buffered entries arrive in the observer's next callback; none at all means no shift.
      setTimeout(() => done(total), 100);
    });
  });
}

smoke('the drawer navigates to every entry', async () => {
  if (!env.run) return;
  const { page, problems } = await openPage(env.browser, `${env.origin}/`);
  for (const entry of nav) {
    await page.getByRole('button', { name: site.menu.open, exact: true }).click();
    await page.locator('#site-menu').getByRole('link', { name: entry.label, exact: true }).click();
    await page.waitForURL(env.origin + entry.href);
    const current = page.locator('#site-menu [aria-current="page"]');
    assert.is(await current.textContent(), entry.label);
  }
  assert.equal(problems, []);
  await page.context().close();
});

smoke('screenshots of every route at phone, tablet and desktop sizes', async () => {
  if (!env.run) return;
  mkdirSync('test-results/screenshots', { recursive: true });
  for (const [name, viewport] of Object.entries(viewports)) {
    for (const path of [
      '/',
      '/about',
      '/portfolio',
      `/portfolio/${portfolioItems[0].id}`,
      '/contact',
      '/portfolio/abc',
      '/no/such/page',
    ]) {
      const { page } = await openPage(env.browser, env.origin + path, { viewport });
      await page.waitForTimeout(600); // the page's fade-in
      const file = `test-results/screenshots/${name}${path.replace(/\//g, '_')}.png`;
      await page.screenshot({ path: file, fullPage: true });
      await page.context().close();
    }
  }
});

smoke.run();
