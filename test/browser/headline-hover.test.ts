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
  });
  await p.locator('h1').hover();
  assert.not.ok(
    await p.evaluate(() => document.documentElement.hasAttribute('data-hydrated')),
    'hovered before hydration',
  );
  release();
  await p.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await p.waitForTimeout(timings.headlineInterval + timings.headlineFadeOut + 300);
  assert.is(await p.locator('[data-phrase-index]').textContent(), landing.phrases[0], 'no switch');
  await p.mouse.move(5, 800);
  await p.waitForFunction(
    (first) => document.querySelector('[data-phrase-index]')?.textContent !== first,
    landing.phrases[0],
    { timeout: timings.headlineInterval * 2 },
  );
  await closePage(p);
});

test.run();
