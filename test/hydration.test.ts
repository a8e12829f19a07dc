import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserOptions, readBrowserScripts } from '../scripts/generator/bundling/bundle-browser';
import { linariaPlugins, sharedOptions } from '../scripts/generator/bundling/esbuild-shared';
import { createTransformCache } from '../scripts/generator/bundling/transform-cache';
import { readSiteEnv } from '../scripts/generator/checks/site-env';
import { errorFallback } from '../src/content';
import { pagePaths } from '../src/routes';
import { errors, loadPage, setupDom, settle, teardownDom } from './helpers/dom';
import { readPageHtml } from './helpers/site';

/**
 * The islands runtime as a development build bundles it (`npm run build -- --dev`): React reports
 * attribute mismatches only in its development build. Its pages' markup is the production build's
 * (React renders the same HTML in both), so the built pages are hydrated by it: the bundle alone is
 * made here, its styles' transforms read from the build's store, not a whole second site.
 */
async function developmentRuntime(dir: string): Promise<string> {
  const shared = sharedOptions('development', readSiteEnv());
  const plugins = linariaPlugins(createTransformCache(), false).browser;
  const result = await build({ ...browserOptions(shared, false), plugins });
  const { islandsRuntime } = (await readBrowserScripts(result, shared, false)).scripts;
  const path = join(dir, 'islands-runtime.js');
  writeFileSync(path, islandsRuntime.contents);
  return path;
}

let dir = '';
let runtime = '';
const hydration = suite('hydration of the built pages');
hydration.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'hydration-'));
  runtime = await developmentRuntime(dir);
  setupDom();
});
hydration.after(async () => {
  await teardownDom();
  rmSync(dir, { recursive: true, force: true });
});

for (const path of pagePaths) {
  hydration(`${path}: no mismatch and no error with React's development build`, async () => {
    await loadPage(path, { runtime });
    await settle(10);
    assert.equal(errors, []);
    assert.ok(document.querySelector('button[aria-controls="site-menu"]'), 'the drawer hydrated');
  });
}

hydration(
  'a page whose markup differs from the islands is reported, in a text or in an attribute (the check can fail)',
  async () => {
    const page = readPageHtml('/');
    const text = page.replace(/(data-phrase-index="0" data-fading="in">)[^<]+</, '$1Someone else<');
    assert.ok(text.includes('"in">Someone else<'));
    // Only React's development build reports an attribute the islands do not render.
    const attribute = page.replace('data-fading="in"', 'data-fading="in" title="Someone else"');
    assert.ok(attribute.includes('title="Someone else"'));
    for (const html of [text, attribute]) {
      await loadPage('/', { runtime, html });
      await settle(10);
      assert.ok(errors.length > 0, 'a mismatch was reported');
    }
  },
);

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
