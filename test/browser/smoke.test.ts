import * as assert from 'uvu/assert';
import { about, contact, landing, notFound, owner, portfolio, portfolioItems, site } from '../../src/content';
import { menu } from '../../src/routes';
import { browserSuite, closePage, openPage, settledShift } from '../helpers/browser';
import { screens } from '../helpers/screens';

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

// One address per screen is checked the same way, at three sizes, by browser/layout.
const checkedByLayout = new Set(screens.map((screen) => screen.path));

for (const route of routes.filter((r) => !checkedByLayout.has(r.path))) {
  smoke(
    `${route.path}: status ${route.status}, its h1, no console or page error, no layout shift`,
    async () => {
      const { page, problems, response } = await openPage(env.browser, env.origin + route.path);
      assert.is(response?.status(), route.status);
      const h1 = (await page.locator('h1').innerText()).replace(/\s+/g, ' ').trim();
      if (route.h1Prefix) assert.ok(h1.startsWith(route.h1), h1);
      else assert.is(h1, route.h1);
      const shift = await settledShift(page);
      assert.ok(shift < 0.001, `CLS ${shift}`);
      assert.equal(problems, []);
      await closePage(page);
    },
  );
}

smoke('the drawer navigates to every entry', async () => {
  const { page, problems } = await openPage(env.browser, `${env.origin}/`);
  for (const entry of menu) {
    await page.getByRole('button', { name: site.menu.open, exact: true }).click();
    await page.locator('#site-menu').getByRole('link', { name: entry.label, exact: true }).click();
    await page.waitForURL(env.origin + entry.href);
    const current = page.locator('#site-menu [aria-current="page"]');
    assert.is(await current.textContent(), entry.label);
  }
  assert.equal(problems, []);
  await closePage(page);
});

smoke.run();
