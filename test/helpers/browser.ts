import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { suite } from 'uvu';
import { startServer } from '../../scripts/serve';
import { distDir } from './site';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Whether the browser suites can run. Without Chromium they are skipped with a
 * loud message, except in CI, where a missing browser is a failure.
 */
export function browserAvailable(): boolean {
  if (existsSync(chromiumPath)) return true;
  const message = `Chromium not found at ${chromiumPath} (set CHROME_PATH, or apt-get install chromium)`;
  if (process.env.CI === 'true') throw new Error(`${message}: the browser tests cannot be skipped in CI`);
  console.warn(`\n!!! ${message}. BROWSER TESTS SKIPPED. !!!\n`);
  return false;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Serves dist/ on a free loopback port, as `npm start` does. */
export async function serveSite(dir = distDir) {
  const server = await startServer(dir, 0);
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** The three sizes every route is looked at in. */
export const viewports = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1024, height: 1366 },
  desktop: { width: 1440, height: 900 },
} as const;

/** A stand-in for the external stock photos: the tests run with no network. */
const stockPhoto = readFileSync('static/photos/landing-desktop.jpg');

type OpenOptions = BrowserContextOptions & { waitForIslands?: boolean };

/**
 * Opens `url` in a new context and collects every console error and page
 * error, except the 404 of a not-found document itself, which Chromium logs.
 */
export async function openPage(browser: Browser, url: string, options: OpenOptions = {}) {
  const { waitForIslands = true, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: viewports.desktop, ...contextOptions });
  await context.route(/^https:\/\/images\.unsplash\.com\//, (route) =>
    route.fulfill({ body: stockPhoto, contentType: 'image/jpeg' }),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const selfNotFound = /status of 404/.test(message.text()) && message.location().url === page.url();
    if (!selfNotFound) problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  const response = await page.goto(url);
  if (waitForIslands && contextOptions.javaScriptEnabled !== false) {
    await page.waitForSelector('button[aria-controls="site-menu"]');
  }
  return { page, problems, response };
}

/**
 * A uvu suite with the site served and Chromium launched around it. Tests
 * return early when `env.run` is false (no Chromium outside CI).
 */
export function browserSuite(name: string) {
  const test = suite(name);
  const env = { run: browserAvailable(), browser: undefined as unknown as Browser, origin: '' };
  let site: Awaited<ReturnType<typeof serveSite>> | undefined;
  test.before(async () => {
    if (!env.run) return;
    site = await serveSite();
    env.origin = site.origin;
    env.browser = await launchBrowser();
  });
  test.after(async () => {
    await env.browser?.close();
    await site?.close();
  });
  return { test, env };
}
