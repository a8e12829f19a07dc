import * as assert from 'uvu/assert';
import { landing, timings } from '../../src/content';
import { browserSuite, closePage, openPage } from '../helpers/browser';

const { test, env } = browserSuite('browser: the headline under a pointer that came before hydration');

test('a pointer already resting on the headline when the islands hydrate keeps it paused', async () => {
  // The runtime is held back until the pointer rests on the headline, so it is there before React.
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  const { page: p } = await openPage(env.browser, `${env.origin}/`, {
    waitForIslands: false,
    delay: { pattern: /islands-runtime-/, until: held },
    // The page's timers on a clock the test moves: an interval passes at once, not in 2.8 s.
    before: (page) => page.clock.install(),
  });
  await p.locator('h1').hover();
  assert.not.ok(
    await p.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
    'hovered before hydration',
  );
  release();
  await p.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const shown = () => p.locator('[data-phrase-index]').textContent();
  await p.clock.runFor(timings.headlineInterval + timings.headlineFadeOut + 300);
  assert.is(await shown(), landing.phrases[0], 'no switch while the pointer rests on it');
  await p.mouse.move(5, 800);
  await p.clock.runFor(timings.headlineInterval + timings.headlineFadeOut + 300);
  await p.waitForFunction(
    (first) => document.querySelector('[data-phrase-index]')?.textContent !== first,
    landing.phrases[0],
  );
  await closePage(p);
});

test.run();
