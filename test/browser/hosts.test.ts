import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { notFound, pageTitle, portfolio } from '../../src/content';
import { pageAddresses, siteAddresses, visitedAddresses } from '../helpers/addresses';
import { browserSuite, closePage, openPage } from '../helpers/browser';
import { serveLikeGitHubPages } from '../helpers/github-pages';
import { distDir, readPageHtml } from '../helpers/site';
import { unusedId } from '../helpers/screens';

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
/** The recorder on an open page of `openPage`, once: it then runs at the start of each visit. */
const recording = new WeakSet<Page>();
const withRecorder = async (page: Page) => {
  if (recording.has(page)) return;
  recording.add(page);
  await page.addInitScript(recordViolations);
};
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const visits = [...visitedAddresses, '/portfolio/abc', '/no/such/page'];
for (const path of visits) {
  hosts(`${path}: runs under its CSP (header and meta) with no violation`, async () => {
    const { page, response } = await openPage(env.browser, env.origin + path, { before: withRecorder });
    assert.ok(response?.headers()['content-security-policy'], 'the header is sent');
    // Everything the page loads and runs has run: its islands hydrated, its font and photos in.
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute('data-hydrated') &&
        document.fonts.status === 'loaded' &&
        [...document.images].every((img) => img.complete),
    );
    assert.equal(await violations(page), []);
    await closePage(page);
  });
}

hosts('an inline script is refused (the check above can fail)', async () => {
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
  assert.not.ok(ran);
  // The violation event is dispatched after the refusal, as a task: awaited, not slept on.
  await page.waitForFunction(() =>
    (window as unknown as { cspViolations: string[] }).cspViolations.some((v) => v.startsWith('script-src')),
  );
  await context.close();
});

hosts(
  'an inline style that is not the page’s own is refused: the page’s policy allows only its own',
  async () => {
    const context = await env.browser.newContext();
    await context.addInitScript(recordViolations);
    const page = await context.newPage();
    const response = await page.goto(`${env.origin}/about`);
    assert.ok(response?.headers()['content-security-policy'], 'served with the header');
    const applied = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { outline: 7px solid red }';
      document.head.append(style);
      return getComputedStyle(document.body).outlineWidth === '7px';
    });
    assert.not.ok(applied);
    await page.waitForFunction(() =>
      (window as unknown as { cspViolations: string[] }).cspViolations.some((v) => v.startsWith('style-src')),
    );
    await context.close();
  },
);

hosts(
  'GitHub Pages: every address the site names answers 200 at once, from the file of that name',
  async () => {
    const site = await serveLikeGitHubPages(distDir);
    try {
      for (const path of siteAddresses()) {
        const response = await fetch(site.origin + path, { redirect: 'manual' });
        assert.is(
          response.status,
          200,
          `${path} -> ${response.status} ${response.headers.get('location') ?? ''}`,
        );
        const body = await response.text();
        if (pageAddresses.includes(path)) assert.is(body, readPageHtml(path), path);
      }
    } finally {
      await site.close();
    }
  },
);

hosts(
  'GitHub Pages (root 404.html for every missing path): bad portfolio ids still show the portfolio view',
  async () => {
    const site = await serveLikeGitHubPages(distDir);
    try {
      for (const [path, title] of [
        ['/portfolio/abc', portfolio.notFound.title],
        [`/portfolio/${unusedId}`, portfolio.notFound.title],
        ['/elsewhere', notFound.title],
      ] as const) {
        const { page, problems, response } = await openPage(env.browser, site.origin + path);
        assert.is(response?.status(), 404, path);
        await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, title);
        assert.is(await page.locator('h1').count(), 1);
        assert.equal(problems, []);
        if (title === portfolio.notFound.title) {
          assert.ok(await page.getByRole('link', { name: portfolio.notFound.button }).isVisible());
          assert.is(await page.title(), pageTitle(portfolio.notFound.title));
        }
        await closePage(page);
      }
    } finally {
      await site.close();
    }
  },
);

hosts.run();
