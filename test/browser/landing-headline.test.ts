import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { landing, timings } from '../../src/content';
import { browserSuite, closePage, openPage } from '../helpers/browser';
import { within } from '../helpers/wait';

const { test: page, env } = browserSuite('browser: the landing page, its headline and fade');

/** Long enough for one switch, fade-out included, with room for a busy machine's late timer. */
const oneSwitch = timings.headlineInterval + timings.headlineFadeOut + 300;

/** Records each phrase switch with its time, in the page. */
async function watchPhrases(p: Page) {
  await p.evaluate(() => {
    const w = window as unknown as { switches: { at: number; text: string }[] };
    w.switches = [];
    // All phrases are in the page; the one shown carries its index.
    new MutationObserver((records) => {
      for (const record of records) {
        const shown = record.target as Element;
        if (shown.hasAttribute('data-phrase-index'))
          w.switches.push({ at: performance.now(), text: shown.textContent ?? '' });
      }
    }).observe(document.querySelector('h1')!, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-phrase-index'],
    });
  });
}
const switches = (p: Page) =>
  p.evaluate(() => (window as unknown as { switches: { at: number; text: string }[] }).switches);

// The order, the 2500 ms interval and the wrap after the sixth phrase are timed with fake timers
// (test/headline.test.ts); a real rotation in a browser is seen below, and in Firefox and WebKit.

page('the phrase fades out before it switches and back in after, each over its own duration', async () => {
  const { page: p } = await openPage(env.browser, `${env.origin}/`);
  await p.mouse.move(5, 800);
  const phrase = p.locator('[data-phrase-index]');
  // Read in the page as the fade-out starts: polling from here can land after the switch on a busy machine.
  const during = await phrase.evaluate(
    (el) =>
      new Promise<{ text: string | null; duration: string }>((done) => {
        // No named helper here: the test's compiler would wrap it in a function the page lacks.
        if (el.getAttribute('data-fading') === 'out')
          return done({ text: el.textContent, duration: getComputedStyle(el).transitionDuration });
        new MutationObserver((_, observer) => {
          if (el.getAttribute('data-fading') !== 'out') return;
          observer.disconnect();
          done({ text: el.textContent, duration: getComputedStyle(el).transitionDuration });
        }).observe(el, { attributes: true, attributeFilter: ['data-fading'] });
      }),
  );
  assert.is(during.text, landing.phrases[0]);
  assert.is(during.duration, `${timings.headlineFadeOut / 1000}s`, 'fade-out duration');
  await p.waitForFunction(
    (first) => document.querySelector('[data-phrase-index]')?.textContent !== first,
    landing.phrases[0],
  );
  // Read once its fade-in has run out: the transitions it is running then, finished.
  const after = await within(
    phrase.evaluate(async (el) => {
      await Promise.all(el.getAnimations().map((a) => a.finished));
      const style = getComputedStyle(el);
      return { text: el.textContent, opacity: Number(style.opacity), duration: style.transitionDuration };
    }),
    timings.headlineFade + 2_000,
    'the new phrase’s fade-in to finish',
  );
  assert.is(after.text, landing.phrases[1]);
  assert.is(after.opacity, 1);
  assert.is(after.duration, `${timings.headlineFade / 1000}s`, 'fade-in duration');
  await closePage(p);
});

/**
 * The page's timers run on a clock the test moves (Playwright's), so an interval passes at once;
 * then React's render of what they set is let through (its scheduler posts messages, not timers).
 */
const onClock = { before: (page: Page) => page.clock.install() };
async function pass(p: Page, ms: number) {
  await p.clock.runFor(ms);
  for (let i = 0; i < 3; i++)
    await p.evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(0);
        }),
    );
}

page('the pause control stops the rotation and resumes it; hovering pauses it too', async () => {
  const { page: p } = await openPage(env.browser, `${env.origin}/`, onClock);
  await watchPhrases(p);
  // Skip link, hamburger (and, on a site of several languages, its language links), pause control.
  const control = p.getByRole('button', { name: landing.pause });
  const focused = () => control.evaluate((el) => el === document.activeElement);
  for (let presses = 0; presses < 8 && !(await focused()); presses++) await p.keyboard.press('Tab');
  assert.ok(await focused(), 'reachable by keyboard');
  await p.keyboard.press('Enter');
  await p.getByRole('button', { name: landing.resume }).waitFor();
  await p.locator('body').evaluate((el) => (document.activeElement as HTMLElement).blur());
  await p.mouse.move(5, 800);
  await pass(p, oneSwitch);
  assert.equal(await switches(p), [], 'no switch while paused');
  await p.getByRole('button', { name: landing.resume }).click();
  await p.mouse.move(5, 800);
  await pass(p, oneSwitch);
  assert.is((await switches(p)).length, 1, 'rotating again');
  await p.locator('h1').hover();
  const before = (await switches(p)).length;
  await pass(p, oneSwitch);
  assert.is((await switches(p)).length, before, 'no switch while hovered');
  await closePage(p);
});

page('the fades last as the content’s timings say, out and in, easing in and out', async () => {
  const { page: p } = await openPage(env.browser, `${env.origin}/`, onClock);
  await p.mouse.move(5, 800);
  // How the shown phrase is drawn now, and at each change of its fade.
  const drawn = await p.evaluate(() => {
    const w = window as unknown as { drawn: Record<string, string | null>[] };
    const read = () => {
      const el = document.querySelector('[data-phrase-index]')!;
      const style = getComputedStyle(el);
      return {
        fading: el.getAttribute('data-fading'),
        property: style.transitionProperty,
        duration: style.transitionDuration,
        easing: style.transitionTimingFunction,
      };
    };
    w.drawn = [];
    new MutationObserver(() => w.drawn.push(read())).observe(document.querySelector('h1')!, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-fading'],
    });
    return read();
  });
  const fade = { property: 'opacity', easing: 'ease-in-out' };
  const fadeIn = { fading: 'in', ...fade, duration: `${timings.headlineFade / 1000}s` };
  const fadeOut = { fading: 'out', ...fade, duration: `${timings.headlineFadeOut / 1000}s` };
  assert.equal(drawn, fadeIn, 'shown at first');
  // In steps shorter than the fade-out, each drawn: one long step would draw only its end.
  for (let ms = 0; ms < oneSwitch; ms += 100) await pass(p, 100);
  // The first switch's two fades (a busy machine may let the clock run into the next).
  assert.equal(
    (await p.evaluate(() => (window as unknown as { drawn: unknown[] }).drawn)).slice(0, 2),
    [fadeOut, fadeIn],
    'out, then in with the next phrase',
  );
  await closePage(p);
});

page('with reduced motion: no fades, no rotation, everything readable', async () => {
  const { page: p } = await openPage(env.browser, `${env.origin}/`, { reducedMotion: 'reduce', ...onClock });
  await watchPhrases(p);
  await p.mouse.move(5, 800);
  const styles = await p.evaluate(() => ({
    main: getComputedStyle(document.querySelector('main')!).animationName,
    mainOpacity: getComputedStyle(document.querySelector('main')!).opacity,
    phrase: getComputedStyle(document.querySelector('[data-phrase-index]')!).transitionDuration,
  }));
  assert.is(styles.main, 'none');
  assert.is(styles.mainOpacity, '1');
  assert.is(styles.phrase, '0s');
  assert.ok(await p.getByRole('button', { name: landing.resume }).isVisible());
  await pass(p, oneSwitch);
  assert.equal(await switches(p), []);
  await closePage(p);
});

page('page content fades in over 500 ms', async () => {
  const { page: p } = await openPage(env.browser, `${env.origin}/about`, { waitForIslands: false });
  const animation = await p.evaluate(() => {
    const main = document.querySelector('main')!;
    const style = getComputedStyle(main);
    return { name: style.animationName, duration: style.animationDuration };
  });
  assert.match(animation.name, /page-fade/);
  assert.is(animation.duration, `${timings.pageFade / 1000}s`);
  await closePage(p);
});

page.run();
