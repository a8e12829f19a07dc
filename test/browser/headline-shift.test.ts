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

/** A faster rotation for the test: the phrases' sizes, not the timing, are under test. */
const intervalMs = 400;

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
function rewrite(html: string, long: boolean): string {
  const props = `&quot;intervalMs&quot;:${timings.headlineInterval}`;
  assert.ok(html.includes(props), 'the headline island names its interval');
  let page = html.replace(props, `&quot;intervalMs&quot;:${intervalMs}`);
  if (long) page = page.replace(rolePattern, (text) => longer.get(text)!);
  return page;
}

/**
 * From now until the phrase has switched six times, a whole cycle, and faded in: the layout shift
 * the browser reports for the frames it drew, and every element whose box differs from its box at
 * the start, read at each switch and each fade. The boxes are read whether or not a frame is drawn,
 * so a machine too busy to paint every phrase still checks every phrase.
 */
const cycleShift = (page: Page) =>
  page.evaluate(
    ({ switches }) =>
      new Promise<{ shift: number; moved: string[] }>((done) => {
        const start = performance.now();
        const elements = [...document.body.querySelectorAll('*')];
        const boxOf = (element: Element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return [x, y + window.scrollY, width, height].map((n) => Math.round(n * 100) / 100).join(' ');
        };
        const name = (element: Element) =>
          `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${(element.textContent ?? '').trim().slice(0, 30)}"`;
        const first = elements.map(boxOf);
        // Each element that moved, named once: where it was, and where it first went and when.
        const moved = new Map<Element, string>();
        const compare = (when: string) =>
          elements.forEach((element, i) => {
            const box = boxOf(element);
            if (box !== first[i] && !moved.has(element))
              moved.set(element, `${name(element)} from ${first[i]} to ${box} ${when}`);
          });
        let total = 0;
        const count = (entries: PerformanceEntryList) => {
          for (const entry of entries as unknown as { value: number; startTime: number }[])
            if (entry.startTime >= start) total += entry.value;
        };
        const shifts = new PerformanceObserver((list) => count(list.getEntries()));
        shifts.observe({ type: 'layout-shift', buffered: true });
        let seen = 0;
        new MutationObserver(async (records, observer) => {
          const shown = document.querySelector('[data-phrase-index]');
          compare(
            `with phrase ${shown?.getAttribute('data-phrase-index')} fading ${shown?.getAttribute('data-fading')}`,
          );
          seen += records.filter(
            (r) =>
              r.attributeName === 'data-phrase-index' &&
              (r.target as Element).hasAttribute('data-phrase-index'),
          ).length;
          if (seen < switches) return;
          observer.disconnect();
          // The last phrase's fade-in runs out (or gives way to the next fade-out, which cancels it),
          // and the frames after it are drawn and measured.
          await Promise.all(shown!.getAnimations().map((a) => a.finished.catch(() => {})));
          for (let i = 0; i < 2; i++) await new Promise((frame) => requestAnimationFrame(frame));
          compare('after the cycle');
          count(shifts.takeRecords());
          shifts.disconnect();
          done({ shift: total, moved: [...moved.values()] });
        }).observe(document.querySelector('h1')!, {
          subtree: true,
          attributes: true,
          attributeFilter: ['data-phrase-index', 'data-fading'],
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

/** One whole cycle at one width: its layout shift and the elements it moved. */
async function measure(width: number, { long, fallback }: Case) {
  const { page, problems } = await openPage(env.browser, `${env.origin}/`, {
    // Short: Chromium composites every frame of a fade whole, and a cycle fades all the time (the
    // file's Chromium CPU: 13.2-13.8 s at 800 px, 9.8-10.4 s so). Every element's box is compared wherever
    // it is, so a move below the fold still fails; the layout-shift score counts the visible part.
    viewport: { width, height: 400 },
    before: async (p) => {
      await p.route(`${env.origin}/`, (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: rewrite(readPageHtml('/'), long),
        }),
      );
      // No Inter: the metric-matched fallback draws every word.
      if (fallback) await p.route(/\.woff2$/, (route) => route.abort());
    },
  });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  if (!fallback) await page.waitForFunction(interLoaded, null, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
  const result = await within(
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
  return result;
}

for (const fallback of [false, true]) {
  for (const long of [false, true]) {
    const font = fallback ? 'the fallback font' : 'Inter';
    const phrases = long ? 'much longer phrases' : 'the placeholder phrases';
    test(`a whole cycle of ${phrases} in ${font} shifts nothing at ${widths.join(', ')} px`, async () => {
      // The six widths side by side, each in its own page: a cycle takes seconds of waiting, little CPU.
      const results = await Promise.all(widths.map((width) => measure(width, { long, fallback })));
      const byWidth = Object.fromEntries(widths.map((width, i) => [width, results[i]!]));
      if (testVariables().showShifts) console.log(`${phrases}, ${font}:`, byWidth);
      const none = { shift: 0, moved: [] };
      assert.equal(byWidth, Object.fromEntries(widths.map((width) => [width, none])));
    });
  }
}

test.run();
