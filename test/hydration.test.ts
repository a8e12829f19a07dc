import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildIfChanged } from '../scripts/generator/cli';
import { errorFallback } from '../src/content';
import { pagePaths } from '../src/routes';
import { errors, loadPage, setupDom, settle, teardownDom } from './helpers/dom';
import { readPageHtml } from './helpers/site';

const devDir = 'test-results/dist-dev';

const hydration = suite('hydration of the built pages');
hydration.before(async () => {
  // React reports attribute mismatches only in its development build (rebuilt when its sources changed).
  await buildIfChanged({ outDir: devDir, mode: 'development', quiet: true });
  setupDom();
});
hydration.after(teardownDom);

for (const path of pagePaths) {
  hydration(`${path}: no mismatch and no error on a development build`, async () => {
    await loadPage(path, { dir: devDir });
    await settle(10);
    assert.equal(errors, []);
    assert.ok(document.querySelector('button[aria-controls="site-menu"]'), 'the drawer hydrated');
  });
}

hydration('a page whose markup differs from the islands is reported (the check can fail)', async () => {
  const html = readPageHtml('/', devDir).replace(
    /(data-phrase-index="0" data-fading="in">)[^<]+</,
    '$1Someone else<',
  );
  assert.ok(html.includes('"in">Someone else<'));
  await loadPage('/', { dir: devDir, html });
  await settle(10);
  assert.ok(errors.length > 0, 'a mismatch was reported');
});

hydration('an island that throws shows the error fallback with the error text', async () => {
  const html = readPageHtml('/').replace(
    /data-props="\{&quot;greeting[^"]*"/,
    'data-props="{&quot;phrases&quot;:null}"',
  );
  await loadPage('/', { html });
  await settle(10);
  const alert = document.querySelector('[role="alert"]');
  assert.ok(alert, 'the fallback is shown');
  assert.is(alert!.querySelector('h2')!.textContent, errorFallback.title);
  assert.match(alert!.querySelector('p')!.textContent!, /null/);
  assert.ok(document.querySelector('button[aria-controls="site-menu"]'), 'the other island still works');
});

hydration.run();
