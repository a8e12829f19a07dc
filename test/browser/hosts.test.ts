import { createReadStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import handler from 'serve-handler';
import * as assert from 'uvu/assert';
import { notFound, portfolio } from '../../src/content';
import { pagePaths } from '../../src/routes';
import { browserSuite, openPage } from '../helpers/browser';
import { distDir } from '../helpers/site';

const { test: hosts, env } = browserSuite(
  'browser: the CSP holds, and every host shows the right not-found view',
);

/** Records CSP violations from the very start of the page. */
const recordViolations = () => {
  const seen: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = seen;
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI}`),
  );
};
const violations = (page: import('playwright-core').Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const visits = [...pagePaths.filter((p) => !p.endsWith('404')), '/portfolio/abc', '/no/such/page'];
for (const path of visits) {
  hosts(`${path}: runs under its CSP (header and meta) with no violation`, async () => {
    if (!env.run) return;
    const context = await env.browser.newContext();
    await context.addInitScript(recordViolations);
    await context.route(/^https:\/\/images\.unsplash\.com\//, (route) =>
      route.fulfill({ body: '', status: 200 }),
    );
    const page = await context.newPage();
    const response = await page.goto(env.origin + path);
    assert.ok(response?.headers()['content-security-policy'], 'the header is sent');
    await page.waitForTimeout(300);
    assert.equal(await violations(page), []);
    await context.close();
  });
}

hosts('an inline script is refused (the check above can fail)', async () => {
  if (!env.run) return;
  const context = await env.browser.newContext();
  await context.addInitScript(recordViolations);
  const page = await context.newPage();
  await page.goto(`${env.origin}/about`);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
    return (window as unknown as { inlineRan?: boolean }).inlineRan === true;
  });
  await page.waitForTimeout(100);
  assert.not.ok(ran);
  assert.ok((await violations(page)).some((v) => v.startsWith('script-src')));
  await context.close();
});

hosts(
  'GitHub Pages style (root 404.html for every missing path): bad portfolio ids still show the portfolio view',
  async () => {
    if (!env.run) return;
    const root = resolve(distDir);
    const server = createServer((request, response) =>
      handler(
        request,
        response,
        { public: root, cleanUrls: true },
        {
          sendError: async (_p, _r, _a, _c, _h, _conf, spec) => {
            response.statusCode = spec.statusCode;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            createReadStream(join(root, '404.html')).pipe(response);
          },
        },
      ),
    );
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const [path, title] of [
        ['/portfolio/abc', portfolio.notFound.title],
        ['/portfolio/7', portfolio.notFound.title],
        ['/elsewhere', notFound.title],
      ] as const) {
        const { page, problems } = await openPage(env.browser, origin + path);
        await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, title);
        assert.is(await page.locator('h1').count(), 1);
        assert.equal(problems, []);
        if (title === portfolio.notFound.title) {
          assert.ok(await page.getByRole('link', { name: 'Back to Portfolio' }).isVisible());
          assert.match(await page.title(), portfolio.notFound.title);
        }
        await page.context().close();
      }
    } finally {
      server.close();
    }
  },
);

hosts.run();
