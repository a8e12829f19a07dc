/**
 * What the browser suites share during one `npm test`: one Chromium (each
 * test file connects to it) and one server of dist/. Handed to the test files
 * through the environment; a file started on its own launches its own.
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { browserPaths, testVariables } from '../../scripts/env';
import { testSiteDir as distDir } from './test-site';

/** Full Chromium: what the bench measures, and what the back/forward cache and prerendering tests need. */
export const chromiumPath = browserPaths().chromium;

/**
 * Chromium's headless shell: the same Blink and V8 without the desktop browser around them (no
 * back/forward cache, no profile), and the headless browser Playwright itself uses by default.
 * A page costs it about a third less CPU, which on two cores is a minute of `npm test`.
 */
export const headlessShellPath = browserPaths().headlessShell;

/** One line for a run without the headless shell: it still passes, only slower. */
export const headlessShellMissing = () =>
  existsSync(headlessShellPath)
    ? null
    : `Chromium's headless shell not found at ${headlessShellPath}: the browser tests run in full ` +
      'Chromium, about a minute slower (Debian/Ubuntu: apt-get install chromium-headless-shell, ' +
      'or set CHROME_HEADLESS_SHELL_PATH).';

/** The browser the Playwright suites drive: the headless shell when installed, else full Chromium. */
export const testBrowserPath = () => (headlessShellMissing() ? chromiumPath : headlessShellPath);

/** Flags for a headless Chromium on a machine without network access. */
export const chromiumArgs = [
  // The site asks no other host for anything: a request to a host but loopback fails at once, an
  // error the page's tests see, with or without a network. (A route that answered https with a
  // stand-in photo put every request of every page through Playwright: the layout and a11y files
  // took 16.3-17.8 s of Chromium's CPU so, and 15.0-15.3 s without.)
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Playwright, loaded when a browser is launched: it takes about half a second of CPU to load,
 * which a run of the unit files (and a unit file that reads a constant here) need not pay.
 */
const playwright = () => import('playwright-core');

/** The browser of this `npm test` run if there is one, else a new one (`executablePath`). */
export async function launchBrowser(executablePath = testBrowserPath()): Promise<Browser> {
  const { chromium } = await playwright();
  const shared = testVariables().sharedBrowser;
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/** Why the browser suites cannot run here, or null when they can. */
export function browserMissing(): string | null {
  if (existsSync(chromiumPath)) return null;
  return (
    `Chromium not found at ${chromiumPath}: install it (Debian/Ubuntu: apt-get install chromium) ` +
    'or set CHROME_PATH to a Chromium or Chrome binary.'
  );
}

export async function startTestEnv() {
  const [{ chromium }, { startServer }] = await Promise.all([
    playwright(),
    import('../../scripts/serve/serve'),
  ]);
  const browser = await chromium.launchServer({ executablePath: testBrowserPath(), args: chromiumArgs });
  const server = await startServer(distDir, 0);
  const { port } = server.address() as AddressInfo;
  return {
    variables: { TEST_BROWSER_WS: browser.wsEndpoint(), TEST_SITE_ORIGIN: `http://127.0.0.1:${port}` },
    close: async () => {
      await browser.close();
      await new Promise((done) => server.close(done));
    },
  };
}
