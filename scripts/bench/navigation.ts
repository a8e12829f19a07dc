/**
 * `npm run bench`, the menu navigation: on /about, open the menu, rest the
 * pointer on an entry for 0.8 s, click it; from the click to the new page's
 * heading on screen, at 4x CPU, median of 5, with speculation rules and
 * without (the rules header removed). Over plain CDP through the tab target:
 * Chromium prerenders nothing for a client attached the usual way.
 * `tsx scripts/bench/navigation.ts` runs it alone on dist/.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchCdp } from '../cdp';
import { startServer } from '../serve/serve';
import { median } from './median';
import { benchVariables } from '../env';

const runs = 5;
/** The menu's second and fourth entries, as the built home page lists them: from one to the other. */
function menuHrefs(dir: string): { from: string; to: string } {
  const menu = /id="site-menu".*?<\/nav>/s.exec(readFileSync(join(dir, 'index.html'), 'utf8'))?.[0] ?? '';
  const hrefs = [...menu.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  if (hrefs.length < 4) throw new Error(`${dir}/index.html: a menu of four entries or more was expected`);
  return { from: hrefs[1]!, to: hrefs[3]! };
}

/** One navigation; the heading is on screen at the new page's first paint after it was shown. */
async function navigate(
  cdp: Awaited<ReturnType<typeof launchCdp>>,
  origin: string,
  { from, to }: { from: string; to: string },
) {
  const tab = await cdp.newTab({ cpuSlowdown: benchVariables().cpuSlowdown });
  try {
    await tab.goto(`${origin}${from}`);
    await tab.until(`document.documentElement.hasAttribute('data-hydrated')`);
    await tab.click('button[aria-controls="site-menu"]');
    await tab.until(
      `document.querySelector('button[aria-controls="site-menu"]').getAttribute('aria-expanded') === 'true'`,
    );
    const link = `#site-menu a[href="${to}"]`;
    await tab.hover(link);
    await new Promise((later) => setTimeout(later, 800));
    const seen = tab.sessions.length;
    const clickedAt = await tab.click(link);
    // The new page: the prerendered one (a session of its own), or the same session navigated.
    const shown = await waitFor(async () => {
      for (const { sessionId } of [...tab.sessions.slice(seen - 1)].reverse()) {
        const state = await tab
          .evaluate(
            `new Promise((done) => {
              if (location.pathname !== ${JSON.stringify(to)} || document.prerendering) return done(null);
              const nav = performance.getEntriesByType('navigation')[0];
              const fcp = () => performance.getEntriesByName('first-contentful-paint')[0];
              const report = () => {
                const [fade] = document.querySelector('main').getAnimations();
                done({
                  origin: performance.timeOrigin,
                  activationStart: nav.activationStart,
                  paint: fcp().startTime,
                  fadeTime: fade ? fade.currentTime : null,
                  sinceActivation: performance.now() - nav.activationStart,
                });
              };
              if (fcp()) return report();
              new PerformanceObserver(() => fcp() && report()).observe({ type: 'paint', buffered: true });
            })`,
            sessionId,
          )
          .catch(() => null);
        if (state) return state;
      }
      return null;
    });
    const activation = shown.origin + shown.activationStart - clickedAt;
    const paint = shown.origin + Math.max(shown.paint, shown.activationStart) - clickedAt;
    return {
      // A prerendered page is on screen, painted, when it is activated (how Chromium's own metrics
      // count it); a loaded page at its first contentful paint. Also the first paint reported after.
      ms: shown.activationStart > 0 ? activation : paint,
      paintMs: paint,
      prerendered: shown.activationStart > 0,
      // Where the 500 ms fade was when the page was shown (0: at its start).
      fadeAtShow: shown.fadeTime === null ? null : Math.max(0, shown.fadeTime - shown.sinceActivation),
    };
  } finally {
    await tab.close().catch(() => {});
  }
}

async function waitFor<T>(probe: () => Promise<T | null>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('The new page never showed its heading');
    await new Promise((later) => setTimeout(later, 20));
  }
}

/** dist/ served twice: as built, and with no Speculation-Rules header (today's full page loads). */
export async function menuNavigation(dir = 'dist') {
  const { from, to } = menuHrefs(dir);
  const plain = mkdtempSync(join(tmpdir(), 'bench-no-rules-'));
  cpSync(dir, plain, { recursive: true });
  const headers = join(plain, '_headers');
  writeFileSync(headers, readFileSync(headers, 'utf8').replace(/^\s+Speculation-Rules:.*\n/gm, ''));
  const servers = await Promise.all([startServer(dir, 0), startServer(plain, 0)]);
  const [withRules, without] = servers.map((s) => `http://127.0.0.1:${(s.address() as AddressInfo).port}`);
  const cdp = await launchCdp();
  try {
    const sample = async (origin: string) => {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await navigate(cdp, origin, { from, to }));
      return {
        medianMs: Math.round(median(all.map((r) => r.ms))),
        runs: all.map((r) => Math.round(r.ms)),
        medianFirstPaintMs: Math.round(median(all.map((r) => r.paintMs))),
        prerendered: all.filter((r) => r.prerendered).length,
        fadeAtShowMs: all.map((r) => (r.fadeAtShow === null ? null : Math.round(r.fadeAtShow))),
      };
    };
    return { from, to, prerendered: await sample(withRules!), notPrerendered: await sample(without!) };
  } finally {
    await cdp.close();
    await Promise.all(servers.map((s) => new Promise((closed) => s.close(closed))));
    rmSync(plain, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await menuNavigation(), null, 2));
}
