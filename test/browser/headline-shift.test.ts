import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { landing, timings } from '../../src/content';
import { browserSuite, closePage, openPage } from '../helpers/browser';
import { readPageHtml } from '../helpers/site';
import { testVariables } from '../../scripts/env';
import { within } from '../helpers/wait';

const { test, env } = browserSuite('browser: the rotating headline moves nothing');

/** The widths the issue measured and the common phone, tablet and desktop ones. */
const widths = [320, 360, 390, 412, 768, 1440] as const;

/**
 * A faster rotation for the test (the phrases' sizes, not the timing, are under test); slower ones
 * for a machine too busy to draw each phrase at that pace.
 */
const intervals = [400, 1200, 3000] as const;

/** Each role phrase lengthened with the ones before it: a few words up to several lines. */
const roles = landing.phrases.slice(1);
const longer = new Map<string, string>(
  roles.map((text, i) => [text, [text, ...roles.slice(0, i)].join(', ')]),
);
const rolePattern = new RegExp(roles.join('|'), 'g');

/**
 * The landing page as built, with its rotation sped up in the island's props, and with every
 * phrase much longer where asked (the same text everywhere, so it hydrates as built).
 */
function rewrite(html: string, long: boolean, intervalMs: number): string {
  const props = `&quot;intervalMs&quot;:${timings.headlineInterval}`;
  assert.ok(html.includes(props), 'the headline island names its interval');
  let page = html.replace(props, `&quot;intervalMs&quot;:${intervalMs}`);
  if (long) page = page.replace(rolePattern, (text) => longer.get(text)!);
  return page;
}

/**
 * The layout shift from now until the phrase has switched six times, a whole cycle, and faded in;
 * and how many frames showed each phrase (a shift is only measured in a frame that was rendered).
 */
const cycleShift = (page: Page) =>
  page.evaluate(
    ({ switches }) =>
      new Promise<{ shift: number; framesByPhrase: number[] }>((done) => {
        const start = performance.now();
        let total = 0;
        const framesByPhrase: number[] = [];
        let counting = true;
        const frame = () => {
          const index = Number(
            document.querySelector('[data-phrase-index]')?.getAttribute('data-phrase-index'),
          );
          framesByPhrase[index] = (framesByPhrase[index] ?? 0) + 1;
          if (counting) requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
        const count = (entries: PerformanceEntryList) => {
          for (const entry of entries as unknown as { value: number; startTime: number }[])
            if (entry.startTime >= start) total += entry.value;
        };
        const shifts = new PerformanceObserver((list) => count(list.getEntries()));
        shifts.observe({ type: 'layout-shift', buffered: true });
        let seen = 0;
        new MutationObserver(async (records, observer) => {
          seen += records.filter((r) => (r.target as Element).hasAttribute('data-phrase-index')).length;
          if (seen < switches) return;
          observer.disconnect();
          // The last phrase's fade-in runs out (or gives way to the next fade-out, which cancels it),
          // and the frames after it are drawn and measured.
          const shown = document.querySelector('[data-phrase-index]')!;
          await Promise.all(shown.getAnimations().map((a) => a.finished.catch(() => {})));
          for (let i = 0; i < 2; i++) await new Promise((frame) => requestAnimationFrame(frame));
          count(shifts.takeRecords());
          shifts.disconnect();
          counting = false;
          done({ shift: total, framesByPhrase: Array.from(framesByPhrase, (n) => n ?? 0) });
        }).observe(document.querySelector('h1')!, {
          subtree: true,
          attributes: true,
          attributeFilter: ['data-phrase-index'],
        });
      }),
    { switches: landing.phrases.length },
  );

/** Whether any face of Inter itself (not its metric-matched fallback) has loaded. */
const interLoaded = () =>
  [...document.fonts].some((face) => !/fallback/i.test(face.family) && face.status === 'loaded');

interface Case {
  long: boolean;
  fallback: boolean;
}

/** One cycle at one width and pace: its shift, and whether every phrase was drawn a few times. */
async function measureAt(width: number, { long, fallback }: Case, intervalMs: number) {
  const { page, problems } = await openPage(env.browser, `${env.origin}/`, {
    viewport: { width, height: 800 },
    before: async (p) => {
      await p.route(`${env.origin}/`, (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: rewrite(readPageHtml('/'), long, intervalMs),
        }),
      );
      // No Inter: the metric-matched fallback draws every word.
      if (fallback) await p.route(/\.woff2$/, (route) => route.abort());
    },
  });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  if (!fallback) await page.waitForFunction(interLoaded, null, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
  const { shift, framesByPhrase } = await within(
    cycleShift(page),
    Math.max(20_000, 4 * intervalMs * landing.phrases.length),
    `six switches of the phrase and the last fade-in at ${width} px`,
  );
  assert.is(
    await page.evaluate(interLoaded),
    !fallback,
    fallback ? 'the fallback font drew the cycle' : 'Inter drew it',
  );
  // The font this test turned away is the one failure expected.
  assert.equal(
    problems.filter((problem) => !(fallback && /\.woff2\b/.test(problem))),
    [],
  );
  await closePage(page);
  const drawn = landing.phrases.every((_, i) => (framesByPhrase[i] ?? 0) >= 2);
  return { shift, drawn, framesByPhrase };
}

/**
 * The cycle's shift at one width. Any shift fails at once; a machine too busy to draw each phrase
 * at least twice proves nothing either way, so the cycle runs again at a slower pace.
 */
async function measure(width: number, which: Case) {
  let frames: number[] = [];
  for (const intervalMs of intervals) {
    const { shift, drawn, framesByPhrase } = await measureAt(width, which, intervalMs);
    if (shift > 0 || drawn) return shift;
    frames = framesByPhrase;
  }
  assert.unreachable(
    `at ${width} px some phrase was drawn in fewer than 2 frames (${frames.join(', ')} frames)`,
  );
  return 0;
}

/** `task` for each item, `at` a time: the pages share the machine's two cores with other tests. */
async function inTurns<T, R>(items: readonly T[], at: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += at)
    results.push(...(await Promise.all(items.slice(i, i + at).map(task))));
  return results;
}

for (const fallback of [false, true]) {
  for (const long of [false, true]) {
    const font = fallback ? 'the fallback font' : 'Inter';
    const phrases = long ? 'much longer phrases' : 'the placeholder phrases';
    test(`a whole cycle of ${phrases} in ${font} shifts nothing at ${widths.join(', ')} px`, async () => {
      // Three widths side by side, each in its own page: a cycle takes seconds of waiting, little CPU.
      const shifts = await inTurns(widths, 3, (width) => measure(width, { long, fallback }));
      const byWidth = Object.fromEntries(widths.map((width, i) => [width, shifts[i]!]));
      if (testVariables().showShifts) console.log(`${phrases}, ${font}:`, byWidth);
      assert.equal(byWidth, Object.fromEntries(widths.map((width) => [width, 0])));
    });
  }
}

test.run();
