import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { landing, timings } from '../src/content';
import { advance, click, errors, loadPage, settle, setupDom, teardownDom } from './helpers/dom';

const headline = suite('rotating headline island (fake timers)');
headline.before(setupDom);
headline.after(teardownDom);

const phrase = () => document.querySelector<HTMLElement>('h1 [data-fading]')!;
const shown = () => phrase().textContent;
const fading = () => phrase().dataset.fading;
const control = () => document.querySelector<HTMLButtonElement>('main button')!;

headline('starts on the owner’s name, fully shown', async () => {
  await loadPage('/', { fakeTimers: true });
  assert.is(shown(), landing.phrases[0]);
  assert.is(fading(), 'in');
  assert.equal(errors, []);
});

headline('fades out at 2500 ms, switches 300 ms later and fades in', async () => {
  await loadPage('/', { fakeTimers: true });
  await advance(timings.headlineInterval - 1);
  assert.is(shown(), landing.phrases[0]);
  assert.is(fading(), 'in');
  await advance(1);
  assert.is(fading(), 'out', 'fading out at 2500 ms');
  assert.is(shown(), landing.phrases[0]);
  await advance(timings.headlineFadeOut - 1);
  assert.is(shown(), landing.phrases[0], 'still the old phrase at 2799 ms');
  await advance(1);
  assert.is(shown(), landing.phrases[1], 'switched at 2800 ms');
  assert.is(fading(), 'in');
});

headline('cycles through all the phrases and back to the first', async () => {
  await loadPage('/', { fakeTimers: true });
  const seen = [shown()];
  for (let i = 0; i < landing.phrases.length; i++) {
    await advance(timings.headlineInterval);
    seen.push(shown());
  }
  // Each sample falls 300 ms after a switch... except the first, before any.
  const count = landing.phrases.length;
  assert.equal(seen.slice(0, count), [landing.phrases[0], ...landing.phrases.slice(0, count - 1)]);
  await advance(timings.headlineFadeOut);
  assert.is(shown(), landing.phrases[0], 'wrapped around after the last');
});

// How long the fades last, as the page draws them: test/browser/landing-headline.test.ts.

headline('the pause control stops the rotation and resumes it', async () => {
  await loadPage('/', { fakeTimers: true });
  assert.is(control().getAttribute('aria-label'), landing.pause);
  click(control());
  await settle();
  assert.is(control().getAttribute('aria-label'), landing.resume);
  await advance(timings.headlineInterval * 3);
  assert.is(shown(), landing.phrases[0], 'no switch while paused');
  click(control());
  await settle();
  await advance(timings.headlineInterval + timings.headlineFadeOut);
  assert.is(shown(), landing.phrases[1]);
});

headline('hovering or focusing the headline pauses it', async () => {
  await loadPage('/', { fakeTimers: true });
  const wrap = document.querySelector('h1')!.parentElement!;
  wrap.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }));
  await settle();
  await advance(timings.headlineInterval * 2);
  assert.is(shown(), landing.phrases[0], 'paused while hovered');
  wrap.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
  await settle();
  control().focus();
  await settle();
  await advance(timings.headlineInterval * 2);
  assert.is(shown(), landing.phrases[0], 'paused while focused');
  control().blur();
  await settle();
  await advance(timings.headlineInterval + timings.headlineFadeOut);
  assert.is(shown(), landing.phrases[1], 'rotates again');
});

headline('with reduced motion it does not rotate on its own', async () => {
  await loadPage('/', { fakeTimers: true, reducedMotion: true });
  assert.is(control().getAttribute('aria-label'), landing.resume);
  await advance(timings.headlineInterval * 3);
  assert.is(shown(), landing.phrases[0]);
  click(control());
  await settle();
  await advance(timings.headlineInterval + timings.headlineFadeOut);
  assert.is(shown(), landing.phrases[1], 'rotates once asked to');
});

headline('the heading reads the whole sentence; the rotating text is hidden from it', async () => {
  await loadPage('/', { fakeTimers: true });
  const h1 = document.querySelector('h1')!;
  assert.ok(phrase().closest('[aria-hidden="true"]'));
  assert.not.ok(h1.querySelector('[aria-live]'));
  const spoken = h1.querySelector(':scope > :not([aria-hidden])')!.textContent!;
  assert.ok(spoken.startsWith(`${landing.greeting} ${landing.phrases[0]}`));
  await advance(timings.headlineInterval + timings.headlineFadeOut);
  assert.is(h1.querySelector(':scope > :not([aria-hidden])')!.textContent, spoken, 'unchanged by rotation');
});

headline.run();
