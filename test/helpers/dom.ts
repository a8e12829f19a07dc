import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { GlobalRegistrator } from '@happy-dom/global-registrator';
import { withGlobal } from '@sinonjs/fake-timers';

type InstalledClock = ReturnType<ReturnType<typeof withGlobal>['install']>;
import { distDir, readPageHtml } from './site';
import { testVariables } from '../../scripts/env';

/**
 * A happy-dom window as the global environment, for running the built
 * islands bundle against a built page. Each `loadPage` starts from a fresh
 * document and a fresh copy of the bundle.
 */
let loads = 0;
let clock: InstalledClock | null = null;
export const errors: string[] = [];

export function setupDom(): void {
  if (!GlobalRegistrator.isRegistered) {
    GlobalRegistrator.register({
      url: 'http://localhost/',
      width: 1280,
      height: 800,
      settings: { handleDisabledFileLoadingAsSuccess: true },
    });
    // React's development build calls console.timeStamp, which happy-dom lacks.
    (console as unknown as { timeStamp: () => void }).timeStamp = () => {};
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      errors.push(args.map(String).join(' '));
      if (testVariables().debugDom) original(...args);
    };
    window.addEventListener('error', (event) => errors.push(String((event as ErrorEvent).message)));
    recordWindowListeners();
  }
}

/**
 * The window's listeners the islands of the last page added. Its React roots live on after its
 * document is swapped out: a new page starts with none of them, as a new window would (happy-dom
 * also sends `hashchange` on `history.replaceState`, which the last page's drawer would answer).
 */
const pageListeners: [target: typeof globalThis, ...Parameters<typeof addEventListener>][] = [];

function recordWindowListeners(): void {
  for (const target of new Set([window, globalThis] as (typeof globalThis)[])) {
    const add = target.addEventListener;
    target.addEventListener = function (this: unknown, ...args: Parameters<typeof addEventListener>) {
      pageListeners.push([target, ...args]);
      return add.apply(this ?? target, args);
    } as typeof addEventListener;
  }
}

function removePageListeners(): void {
  for (const [target, ...args] of pageListeners.splice(0)) target.removeEventListener(...args);
}

export async function teardownDom(): Promise<void> {
  clock?.uninstall();
  clock = null;
  if (GlobalRegistrator.isRegistered) await GlobalRegistrator.unregister();
}

/** Lets React's scheduler (setImmediate / MessageChannel) and effects run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((done) => setImmediate(done));
}

/** Advances the fake clock and lets React render what the timers changed. */
export async function advance(ms: number): Promise<void> {
  if (!clock) throw new Error('loadPage({ fakeTimers: true }) first');
  await clock.tickAsync(ms);
  await settle();
}

function bundleFor(dir: string): string {
  // The runtime itself: the loader would wait for a `load` event happy-dom never sends here.
  const file = readdirSync(join(dir, 'assets')).find((name) => /^islands-runtime-.*\.js$/.test(name));
  if (!file) throw new Error(`No islands runtime in ${dir}/assets`);
  return resolve(dir, 'assets', file);
}

type LoadOptions = {
  dir?: string;
  /** The islands runtime to hydrate with, if not the one built beside the page (a development build, say). */
  runtime?: string;
  fakeTimers?: boolean;
  reducedMotion?: boolean;
  /** The page's HTML, if not the built one. */
  html?: string;
  /** The address shown, if not `path` (to add a hash, say). */
  url?: string;
};

/** Puts a built page into the document and hydrates it with the built bundle. */
export async function loadPage(path: string, options: LoadOptions = {}): Promise<void> {
  const { dir = distDir, fakeTimers = false, reducedMotion = false } = options;
  const html = options.html ?? readPageHtml(path, dir);
  clock?.uninstall();
  clock = fakeTimers
    ? withGlobal(globalThis).install({
        toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
      })
    : null;
  errors.length = 0;
  removePageListeners();
  history.replaceState(null, '', options.url ?? path);
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = parsed.body.innerHTML;
  matchMediaOverride(reducedMotion);
  document.documentElement.removeAttribute('data-hydrated');
  await import(`${pathToFileURL(options.runtime ?? bundleFor(dir)).href}?load=${++loads}`);
  for (let i = 0; !document.documentElement.hasAttribute('data-hydrated'); i++) {
    // The runtime marks the page once every island is hydrated; it never did: say so, with what broke.
    if (i === 200)
      throw new Error(
        `${path}: the islands did not hydrate (no data-hydrated after 200 rounds)${errors.length ? `: ${errors.join('; ')}` : ''}`,
      );
    await settle(1);
  }
  await settle();
}

/** happy-dom answers media queries from its window size; reduced motion is set per test. */
function matchMediaOverride(reducedMotion: boolean): void {
  const original =
    (window as unknown as { __matchMedia?: typeof matchMedia }).__matchMedia ??
    window.matchMedia.bind(window);
  (window as unknown as { __matchMedia: typeof matchMedia }).__matchMedia = original;
  window.matchMedia = (query: string) => {
    const result = original(query);
    if (!query.includes('prefers-reduced-motion')) return result;
    const fixed = { matches: reducedMotion, media: query, onchange: null };
    const noop = () => {};
    return {
      ...fixed,
      addEventListener: noop,
      removeEventListener: noop,
      addListener: noop,
      removeListener: noop,
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
}

export function click(element: Element | null): void {
  if (!element) throw new Error('Nothing to click');
  (element as HTMLElement).click();
}

export function key(name: string, init: KeyboardEventInit = {}): void {
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }),
  );
}
