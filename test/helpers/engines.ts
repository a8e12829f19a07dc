/**
 * The site's other engines, from Debian's packages: Firefox ESR through
 * puppeteer-core over WebDriver BiDi, and WebKitGTK (Safari's engine) through
 * its W3C WebDriver, WebKitWebDriver, with MiniBrowser under Xvfb (it has no
 * headless mode). One small interface over both, so that one suite
 * (./engine-suite.ts) runs in each.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from './wait';
import { browserPaths } from '../../scripts/env';
import { closeServer } from './close-server';
import { launchBrowser } from '../runner/test-env';

export type Viewport = { width: number; height: number };

export interface Engine {
  /** Visits `url` at `viewport` and waits for its load event. */
  open(url: string, viewport: Viewport): Promise<void>;
  /** Runs `body` (a function body: `return ...`) in the page and returns its value. */
  run<T>(body: string): Promise<T>;
  /** A real click on the element's centre. */
  click(selector: string): Promise<void>;
  /** A real click at a point of the viewport. */
  clickAt(x: number, y: number): Promise<void>;
  press(key: 'Escape' | 'Tab'): Promise<void>;
  close(): Promise<void>;
  /** Ends the browser at once, as its process exits (no promise runs then). */
  kill(): void;
}

export const firefoxPath = browserPaths().firefox;
export const webkitDriverPath = browserPaths().webkitDriver;
export const miniBrowserPath = browserPaths().miniBrowser;

/** Why an engine cannot run here, in words with the install command; null when it can. */
export function engineMissing(name: 'firefox' | 'webkit'): string | null {
  if (name === 'firefox')
    return existsSync(firefoxPath)
      ? null
      : `Firefox not found at ${firefoxPath} (Debian/Ubuntu: apt-get install firefox-esr, or set FIREFOX_PATH).`;
  const missing = [webkitDriverPath, miniBrowserPath, '/usr/bin/xvfb-run'].filter(
    (file) => !existsSync(file),
  );
  return missing.length === 0
    ? null
    : `WebKit not found (${missing.join(', ')}): apt-get install webkit2gtk-driver xvfb xauth.`;
}

/** The engines this process launched, kept for its next test files (keptEngine). */
const kept = new Map<'firefox' | 'webkit', Promise<Engine>>();

/**
 * This process's Firefox or WebKit: launched by the first test file that asks and kept for the files
 * after it, which `npm test` runs in the same process (../runner/run-tests.ts). A Firefox launch is
 * about 4.6 s of CPU, a WebKit one 0.6 s; the writing file and the engine suites each launched both.
 * Its close() leaves the page for a blank one; the browser ends with the process.
 */
export async function keptEngine(name: 'firefox' | 'webkit'): Promise<Engine> {
  let launched = kept.get(name);
  if (!launched) {
    launched = name === 'firefox' ? launchFirefox() : launchWebKit();
    kept.set(name, launched);
    launched.then(
      (engine) => process.once('exit', () => engine.kill()),
      () => kept.delete(name), // the next file tries again
    );
  }
  const engine = await launched;
  return { ...engine, close: () => engine.open('about:blank', { width: 800, height: 600 }).catch(() => {}) };
}

export async function launchFirefox(): Promise<Engine> {
  const { default: puppeteer } = await import('puppeteer-core');
  // A profile of our own, so that a browser ended with its process (kill) leaves none behind.
  const profile = mkdtempSync(join(tmpdir(), 'firefox-profile-'));
  const removeProfile = () => rmSync(profile, { recursive: true, force: true });
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: firefoxPath,
    headless: true,
    userDataDir: profile,
  });
  const page = await browser.newPage();
  return {
    async open(url, viewport) {
      await page.setViewport(viewport);
      await page.goto(url, { waitUntil: 'load' });
    },
    run: <T>(body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>,
    async click(selector) {
      // On a page whose scripts never ran, puppeteer's element click fails: click its centre instead.
      const [x, y] = await page.evaluate<[], () => [number, number]>(
        `(() => { const r = document.querySelector(${JSON.stringify(selector)}).getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`,
      );
      await page.mouse.click(x, y);
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    async close() {
      await browser.close();
      removeProfile();
    },
    kill() {
      browser.process()?.kill('SIGKILL');
      removeProfile();
    },
  };
}

const webdriverKeys = { Escape: '\uE00C', Tab: '\uE004' } as const;

export async function launchWebKit(): Promise<Engine> {
  const port = await freePort();
  // Its own process group, so that closing stops Xvfb and MiniBrowser with the driver. Pages are
  // drawn without accelerated compositing, as WebKitGTK draws them on a machine without a GPU:
  // under Xvfb its compositing runs on software OpenGL; the engine's layout, fonts and scripts are
  // the same (webkit.test.ts: 9.7-9.8 s of CPU so, 12.5-15.3 s with it; two runs each).
  const driver: ChildProcess = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1920x1200x24', webkitDriverPath, `--port=${port}`],
    { stdio: 'ignore', detached: true, env: { ...process.env, WEBKIT_DISABLE_COMPOSITING_MODE: '1' } },
  );
  const base = `http://127.0.0.1:${port}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const { value } = (await response.json()) as { value: T };
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${JSON.stringify(value)}`);
    return value;
  };
  const stop = () => {
    try {
      process.kill(-driver.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    await waitFor(
      () =>
        call('GET', '/status').then(
          () => true,
          () => false,
        ),
      20_000,
      'WebKitWebDriver to start',
    );
    const args = ['--automation', '--full-screen'];
    const { sessionId } = await call<{ sessionId: string }>('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: miniBrowserPath, args },
        },
      },
    });
    const session = `/session/${sessionId}`;
    const element = async (selector: string) =>
      Object.values(
        await call<object>('POST', `${session}/element`, { using: 'css selector', value: selector }),
      )[0];
    const pointer = (x: number, y: number) => ({
      type: 'pointer',
      id: 'mouse',
      parameters: { pointerType: 'mouse' },
      actions: [
        { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ],
    });
    return {
      async open(url, viewport) {
        await call('POST', `${session}/window/rect`, viewport);
        await call('POST', `${session}/url`, { url });
      },
      run: <T>(body: string) => call<T>('POST', `${session}/execute/sync`, { script: body, args: [] }),
      async click(selector) {
        await call('POST', `${session}/element/${await element(selector)}/click`, {});
      },
      async clickAt(x, y) {
        await call('POST', `${session}/actions`, { actions: [pointer(x, y)] });
      },
      async press(key) {
        const value = webdriverKeys[key];
        await call('POST', `${session}/actions`, {
          actions: [
            {
              type: 'key',
              id: 'keyboard',
              actions: [
                { type: 'keyDown', value },
                { type: 'keyUp', value },
              ],
            },
          ],
        });
      },
      async close() {
        await call('DELETE', session).catch(() => {});
        stop();
      },
      kill: stop,
    };
  } catch (error) {
    stop();
    throw error;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** The script every page of the recording server loads first: it keeps what went wrong. */
const recorder = `window.__problems = [];
addEventListener('error', (e) => __problems.push('error: ' + (e.message || (e.target && (e.target.src || e.target.href)))), true);
addEventListener('unhandledrejection', (e) => __problems.push('unhandled rejection: ' + e.reason));
document.addEventListener('securitypolicyviolation', (e) => __problems.push('CSP: ' + e.violatedDirective + ' ' + e.blockedURI));`;
export const recorderPath = '/__test-problems.js';

/**
 * A server in front of `origin` that adds, first in each page's <head>, a script
 * of the site's own origin (so the CSP allows it) recording errors and CSP
 * violations in `window.__problems`: classic WebDriver hears no console.
 */
export async function recordingProxy(
  origin: string,
  /** A test's own change to a page, by its address (path and query). */
  rewrite: (url: string, html: string) => string = (_, html) => html,
  { recorder: record = true } = {},
): Promise<{ origin: string; close: () => Promise<void> }> {
  const target = new URL(origin);
  const server: Server = createServer((req, res) => {
    if (req.url === recorderPath) {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(recorder);
      return;
    }
    const upstream = request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        const html = /text\/html/.test(String(answer.headers['content-type']));
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const page = rewrite(req.url ?? '/', Buffer.concat(chunks).toString('utf8'));
          const body = record
            ? page.replace(/<head>/, `<head><script src="${recorderPath}"></script>`)
            : page;
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['content-encoding'];
          delete headers.etag;
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    // Plain bytes from upstream, so that the page can be rewritten.
    upstream.setHeader('accept-encoding', 'identity');
    req.pipe(upstream);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => closeServer(server),
  };
}

/**
 * A page as a browser with JavaScript off shows it: every script element gone, so none runs. The same
 * as switching JavaScript off, for a page with no <noscript> and no `scripting` media query (the
 * no-JS test checks that it has neither).
 */
export const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

/** Chromium, through the same small interface as the other engines. */
export async function launchChromium(): Promise<Engine> {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  return {
    async open(url, viewport) {
      await page.setViewportSize(viewport);
      await page.goto(url, { waitUntil: 'load' });
    },
    run: <T>(body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>,
    click: (selector) => page.click(selector),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    close: () => browser.close(),
    // The run's shared Chromium, or one of its own that Playwright ends with the process.
    kill() {},
  };
}
