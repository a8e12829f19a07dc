import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import { suite } from 'uvu';
import { startServer } from '../../scripts/serve/serve';
import { browserMissing, chromiumPath, launchBrowser } from '../runner/test-env';
import { browserCallLog, pendingBrowserCalls } from './browser-calls';
import { distDir } from './site';
import { testVariables } from '../../scripts/env';
import { closeServer } from './close-server';

export { chromiumPath, launchBrowser };

/**
 * Whether the browser suites can run. `npm test` decides once for all files
 * (TEST_BROWSER=skip when Chromium is missing); a file started on its own
 * decides here. Without Chromium, CI fails and elsewhere the tests are skipped.
 */
export function browserAvailable(): boolean {
  if (testVariables().skipBrowsers) return false;
  const missing = browserMissing();
  if (!missing) return true;
  if (testVariables().ci) throw new Error(`${missing} The browser tests cannot be skipped in CI.`);
  console.warn(`\n!!! ${missing} BROWSER TESTS SKIPPED. !!!\n`);
  return false;
}

/** Serves the tests' build on a free loopback port, as `npm start` does (the run's own server, if any). */
export async function serveSite(dir = distDir) {
  const shared = testVariables().sharedSiteOrigin;
  if (shared && dir === distDir) return { origin: shared, close: async () => {} };
  const server = await startServer(dir, 0);
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => closeServer(server),
  };
}

/** Resolves once every animation and transition under `selector` (itself included) has finished. */
export const animationsDone = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)))
    .then(() => undefined);

/** The three sizes every route is looked at in. */
export const viewports = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 1366 },
  desktop: { width: 1440, height: 900 },
} as const;

type OpenOptions = BrowserContextOptions & {
  waitForIslands?: boolean;
  /** Holds back the responses whose address matches, as a slow network would: `ms`, or until `until`. */
  delay?: { pattern: RegExp; ms?: number; until?: Promise<unknown> };
  /** Runs before the page is visited: routes of the test's own, say. */
  before?: (page: Page) => Promise<unknown>;
};

/**
 * Pages kept open between tests, by their context options. A new page costs Chromium a renderer
 * process (about 0.3 s of CPU here); a navigation in an open one does not. Each visit still starts
 * as a first visit: its HTTP cache is emptied first (a later load of the same test may use it, as
 * a browser does), and a new document has no state of the last.
 */
const idle = new Map<string, Page[]>();
/**
 * Each page `openPage` made: the options it was made for, and its own DevTools session, which
 * empties its HTTP cache before each visit. Not one with the network domain on (to turn the cache
 * off): that sends every request's events to the test a second time.
 */
const pooled = new WeakMap<Page, { key: string; session: CDPSession }>();

async function newContextPage(browser: Browser, contextOptions: BrowserContextOptions) {
  const context = await browser.newContext({ viewport: viewports.desktop, ...contextOptions });
  return context.newPage();
}

/** An open page for these options, reset to how a new one starts; a new page when none is free. */
async function pooledPage(browser: Browser, contextOptions: BrowserContextOptions): Promise<Page> {
  const key = JSON.stringify(contextOptions);
  const page = idle.get(key)?.pop();
  if (page && !page.isClosed()) {
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    await page.unrouteAll({ behavior: 'ignoreErrors' }); // the last test's own routes
    await page.setViewportSize(contextOptions.viewport ?? viewports.desktop);
    await page.mouse.move(0, 0); // a pointer left over the last page would hover the next one
    await pooled.get(page)?.session.send('Network.clearBrowserCache');
    return page;
  }
  const fresh = await newContextPage(browser, contextOptions);
  pooled.set(fresh, { key, session: await fresh.context().newCDPSession(fresh) });
  return fresh;
}

/**
 * Done with a page: one from `openPage` waits for the next visit with its options (as many as a
 * test had open side by side); others close.
 */
export async function closePage(page: Page): Promise<void> {
  const key = pooled.get(page)?.key;
  if (key === undefined || page.isClosed()) return page.context().close();
  idle.set(key, [...(idle.get(key) ?? []), page]);
}

/**
 * Opens `url` as a first visit and collects every console error and page
 * error, except the 404 of a not-found document itself, which Chromium logs.
 */
export async function openPage(browser: Browser, url: string, options: OpenOptions = {}) {
  const { waitForIslands = true, delay, before, ...contextOptions } = options;
  const page = await pooledPage(browser, contextOptions);
  if (delay) {
    await page.route(delay.pattern, async (route) => {
      await (delay.until ?? new Promise((later) => setTimeout(later, delay.ms)));
      // The test may be over and the page on to its next visit: this response then goes nowhere.
      await route.continue().catch(() => {});
    });
  }
  await before?.(page);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const selfNotFound = /status of 404/.test(message.text()) && message.location().url === page.url();
    if (!selfNotFound) problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  const response = await page.goto(url);
  if (waitForIslands && contextOptions.javaScriptEnabled !== false) await page.evaluate(menuButtonShown);
  return { page, problems, response };
}

/**
 * Resolves once the drawer's button (rendered by its island) is shown, in the page's own script:
 * Playwright's waitForSelector sends its selector engine (340 KB of script) into each new document
 * first, and 40 visits took 6.4 s of CPU with it, 4.1 s so.
 */
const menuButtonShown = `new Promise((shown, fail) => {
  const started = performance.now();
  const check = () => {
    const button = document.querySelector('button[aria-controls="site-menu"]');
    if (button && button.getClientRects().length > 0 && getComputedStyle(button).visibility !== 'hidden') return shown();
    if (performance.now() - started > 30000) return fail(new Error('no drawer button shown within 30 s'));
    setTimeout(check, 16);
  };
  check();
})`;

/**
 * How long one browser test may go without finishing before it counts as hung. Playwright's
 * `evaluate`, mouse moves and the like have no time limit of their own: a renderer that stops
 * answering (seen once in a CI run, under load) would otherwise hold its file until the runner stops
 * it, losing every test after it.
 */
const hungAfterMs = 90_000;

class Hung extends Error {}

/** Gives up on every page this process has open: the next `openPage` starts a new one. */
async function closeAllPages(browser: Browser): Promise<void> {
  idle.clear();
  const closing = Promise.all(browser.contexts().map((context) => context.close().catch(() => {})));
  await Promise.race([closing, new Promise((later) => setTimeout(later, 10_000))]);
}

/**
 * A test's handler, stopped once it is hung: `onHang` gives up on its pages and it runs once more,
 * from the start, with a line in the file's output that says so. A second hang is a failure.
 */
export function failWhenHung<T>(
  title: string,
  handler: (context: T) => unknown,
  onHang: () => Promise<void>,
  hungAfter = hungAfterMs,
  waitingOn = pendingBrowserCalls,
) {
  return async (context: T): Promise<void> => {
    for (let attempt = 1; ; attempt++) {
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Hung(`${title}: no end after ${hungAfter / 1000} s, ${waitingOn()}`)),
          hungAfter,
        );
      });
      const running = Promise.resolve().then(() => handler(context));
      try {
        await Promise.race([running, hung]);
        return;
      } catch (error) {
        if (!(error instanceof Hung) || attempt === 2) throw error;
        running.catch(() => {}); // the hung run may still end, long after
        console.log(`${error.message}: its pages closed, run again on new ones.`);
        await onHang();
      } finally {
        clearTimeout(timer);
      }
    }
  };
}

/** The browser, its contexts' calls logged for a hung test to name (`pendingBrowserCalls`). */
function logCalls(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options) => newContext({ logger: browserCallLog, ...options });
  return browser;
}

/**
 * A uvu suite with the site served and Chromium ready around it. Without a
 * browser, every test of the suite is reported as skipped (not as passed).
 */
export function browserSuite(name: string, { serve = true } = {}) {
  const inner = suite(name);
  const env = { run: browserAvailable(), browser: undefined as unknown as Browser, origin: '' };
  const guarded = ((title: string, handler: (context: unknown) => unknown) =>
    inner(
      title,
      failWhenHung(title, handler, () => closeAllPages(env.browser)),
    )) as unknown as typeof inner;
  const test = env.run
    ? (Object.assign(guarded, inner) as typeof inner)
    : (Object.assign(inner.skip.bind(inner), inner) as typeof inner);
  let site: Awaited<ReturnType<typeof serveSite>> | undefined;
  inner.before(async () => {
    if (!env.run) return;
    if (serve) {
      site = await serveSite();
      env.origin = site.origin;
    }
    env.browser = logCalls(await launchBrowser());
  });
  inner.after(async () => {
    await env.browser?.close();
    await site?.close();
  });
  return { test, env };
}

/**
 * The page's cumulative layout shift once it has settled: islands hydrated, fonts and the
 * pictures it fetches loaded, and every finite animation (the page's fade-in) finished. The
 * animations are run to their end rather than waited out: what they change is their own CSS
 * (the fade is opacity), and their end state is the same either way.
 */
export async function settledShift(page: Page): Promise<number> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  return page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy picture out of view is not fetched yet, rightly.
    const fetched = [...document.images].filter((img) => img.loading !== 'lazy' && !img.complete);
    await Promise.all(
      fetched.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
      ),
    );
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    for (const animation of finite) animation.finish();
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
