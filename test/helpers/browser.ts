import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
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
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}
