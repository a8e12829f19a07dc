/**
 * Every environment variable the project reads, read here and nowhere else;
 * README.md, "Environment variables", lists them all. Each is read when asked,
 * not at import, so a test that sets one sees it. Empty counts as unset.
 */
const read = (name: string): string | undefined => process.env[name]?.trim() || undefined;
const number = (name: string): number | undefined => {
  const value = Number(read(name));
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/** What the build bakes into the site (checked in scripts/generator/checks/site-env.ts). */
export const siteVariables = () => ({
  SITE_URL: read('SITE_URL'),
  BASE_PATH: read('BASE_PATH'),
  SITE_HEADERS: read('SITE_HEADERS'),
});
export type SiteVariables = ReturnType<typeof siteVariables>;
export const siteVariableNames = ['SITE_URL', 'BASE_PATH', 'SITE_HEADERS'];

/** The local servers (`npm start`, `npm run serve`, `npm run dev`). */
export const serverVariables = () => ({
  /** Raw, so scripts/serve/port.ts can say what is wrong with it. */
  port: process.env.PORT,
  host: read('HOST') ?? '127.0.0.1',
});

/** The browsers the tests and the benchmark drive: Debian's by default. */
export const browserPaths = () => ({
  chromium: read('CHROME_PATH') ?? '/usr/bin/chromium',
  headlessShell: read('CHROME_HEADLESS_SHELL_PATH') ?? '/usr/bin/chromium-headless-shell',
  firefox: read('FIREFOX_PATH') ?? '/usr/bin/firefox-esr',
  webkitDriver: read('WEBKIT_DRIVER_PATH') ?? '/usr/bin/WebKitWebDriver',
  miniBrowser: read('MINIBROWSER_PATH') ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
});

/** `npm test` and the test files. */
export const testVariables = () => ({
  /** A missing browser or tool fails the run instead of skipping its tests. */
  ci: process.env.CI === 'true',
  jobs: number('TEST_JOBS'),
  heavyJobs: number('TEST_HEAVY'),
  fileTimeoutMs: number('TEST_FILE_TIMEOUT') ?? 300_000,
  screenshots: Boolean(read('SCREENSHOTS')),
  showShifts: Boolean(read('SHOW_SHIFTS')),
  keepPhotos: read('KEEP_PHOTOS'),
  debugDom: Boolean(read('DEBUG_DOM')),
  devSaves: number('DEV_SAVES') ?? 1,
  /** Set by `npm test` for the files it starts: its shared Chromium, server of dist/, or `skip`. */
  sharedBrowser: read('TEST_BROWSER_WS'),
  sharedSiteOrigin: read('TEST_SITE_ORIGIN'),
  skipBrowsers: read('TEST_BROWSER') === 'skip',
});

/** What `npm test` hands the files it starts (`testVariables().shared*`): not for a nested run's files. */
export const sharedTestVariableNames = ['TEST_BROWSER_WS', 'TEST_SITE_ORIGIN', 'TEST_BROWSER'];

/** `npm run bench`. */
export const benchVariables = () => ({
  routes: read('BENCH_ROUTES')?.split(','),
  lighthouseRuns: number('BENCH_RUNS') ?? 3,
  builds: number('BENCH_BUILDS') ?? 5,
  cpuSlowdown: number('BENCH_CPU') ?? 4,
  /** The writing benchmark's generated posts (scripts/bench/writing/writing-bench.ts). */
  posts: number('BENCH_POSTS') ?? 1000,
});
