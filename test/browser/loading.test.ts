import type { Page, Route } from 'playwright-core';
import * as assert from 'uvu/assert';
import { waitFor, within } from '../helpers/wait';
import { landing, site } from '../../src/content';
import { browserSuite, viewports } from '../helpers/browser';

const { test: loading, env } = browserSuite('browser: the islands runtime waits for the page');

const runtime = /\/assets\/islands-runtime-[0-9a-f]{12}\.js$/;
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/** Opens the landing page with its photos held back (whatever their files are named), so `load` does not fire until `release`. */
async function openWithPhotoHeld() {
  const context = await env.browser.newContext({ viewport: viewports.phone });
  const held: Route[] = [];
  await context.route(/\/assets\/photos\//, (route) => void held.push(route));
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${env.origin}/`, { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() => document.fonts.status === 'loaded');
  const release = async () => {
    for (const route of held.splice(0)) await route.continue();
  };
  return { page, context, requested, release };
}

loading('React is fetched only after load and the first paint, never by the page itself', async () => {
  const context = await env.browser.newContext({ viewport: viewports.phone });
  const page = await context.newPage();
  await page.goto(`${env.origin}/`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const timing = await page.evaluate(() => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      runtime: resources.find((r) => /islands-runtime-/.test(r.name))?.startTime ?? -1,
      load: navigation.loadEventEnd,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      named: [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')),
    };
  });
  assert.ok(
    timing.runtime >= timing.load,
    `runtime at ${timing.runtime} ms, load ended at ${timing.load} ms`,
  );
  assert.ok(
    timing.runtime >= timing.paint,
    `runtime at ${timing.runtime} ms, first paint ${timing.paint} ms`,
  );
  assert.is(timing.named.length, 1, 'the page names one script');
  assert.match(timing.named[0]!, /\/assets\/islands-loader-[0-9a-f]{12}\.js$/);
  await context.close();
});

loading('while load is pending the menu already works, and nothing pulls React in', async () => {
  const { page, context, requested, release } = await openWithPhotoHeld();
  // The page has painted and its font is in, while its load event waits on the held photo.
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('first-contentful-paint').length > 0 && document.fonts.status === 'loaded',
  );
  assert.not.ok(
    requested.some((url) => runtime.test(url)),
    'runtime requested before load',
  );
  // The no-JS menu (:target) covers the wait.
  await page.getByRole('link', { name: site.menu.open, exact: true }).click();
  await page.locator('#site-menu').waitFor({ state: 'visible' });
  await release();
  await context.close();
});

loading('a key press starts the runtime at once, and the hamburger keeps the focus it had', async () => {
  const { page, context, requested, release } = await openWithPhotoHeld();
  await page.focus('a[href="#site-menu"]');
  assert.not.ok(requested.some((url) => runtime.test(url)));
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 2000,
  });
  // The button replaces the link in the render after hydration; the focus follows it.
  await page.waitForFunction(
    () => document.activeElement?.matches('button[aria-controls="site-menu"]'),
    null,
    { timeout: 2000 },
  );
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor({ state: 'visible' });
  await release();
  await context.close();
});

loading('a page whose load never comes fetches the runtime after at most 3 seconds', async () => {
  const { page, context, release } = await openWithPhotoHeld();
  assert.not.ok(await hydrated(page));
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 10_000,
  });
  // When the runtime was asked for, from the start of the navigation: by the loader's 3 s fallback
  // timer (started as the loader runs, a little after the start), not before and not much after.
  // The margin is a busy machine's: a timer due at 3000 ms fired at 4625 ms under a load of 15.
  const requested = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => /islands-runtime-[^/]*\.js/.test(entry.name))
        ?.startTime ?? Infinity,
  );
  assert.ok(requested >= 3000 && requested < 3000 + 3000, `runtime requested at ${Math.round(requested)} ms`);
  await release();
  await context.close();
});

loading('the pause control appears only once it works', async () => {
  const { page, context, release } = await openWithPhotoHeld();
  assert.is(await page.getByRole('button').count(), 0, 'no button before hydration');
  await page.keyboard.press('Shift');
  const pause = page.getByRole('button', { name: landing.pause, exact: true });
  await pause.waitFor({ state: 'visible' });
  await pause.click();
  await page.getByRole('button', { name: landing.resume, exact: true }).waitFor({ state: 'visible' });
  await release();
  await context.close();
});

loading('a runtime that failed to download is fetched again on the next key press', async () => {
  const context = await env.browser.newContext({ viewport: viewports.phone });
  let aborted = 0;
  let firstAborted: () => void;
  const firstAbort = new Promise<void>((done) => (firstAborted = done));
  await context.route(/\/assets\/islands-runtime-/, async (route) => {
    if (aborted++ > 0) return route.continue();
    await route.abort('connectionreset');
    firstAborted();
  });
  const page = await context.newPage();
  await page.goto(`${env.origin}/`);
  await within(firstAbort, 10_000, 'the islands runtime to be fetched (and the fetch to fail)');
  assert.is(aborted, 1, 'one fetch, failed, and no retry by itself');
  assert.not.ok(await hydrated(page));
  // The page learns of the failure a moment after the network does; a key press before that is
  // still part of the first try. Each press here is a visitor's next one, until a fetch follows.
  await waitFor(
    async () => {
      await page.keyboard.press('Shift');
      return aborted === 2;
    },
    10_000,
    'a key press to fetch the runtime again',
  );
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 10_000,
  });
  assert.is(aborted, 2, 'one more fetch, not one per key press');
  await context.close();
});

loading.run();
