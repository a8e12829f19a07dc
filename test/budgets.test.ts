import { randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pagePaths } from '../src/routes';
import { viewportMedia } from '../src/theme';
import { budgets } from '../scripts/generator/checks/budgets';
import { pageWeights, readDir, sizes } from '../scripts/generator/publishing/page-weights';
import { distDir, readPageHtml } from './helpers/site';
import { readPage } from './helpers/site-dom';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const within = (what: string, size: number, budget: number) =>
  assert.ok(size <= budget, `${what} is ${kb(size)}, over its budget of ${kb(budget)}`);

const budget = suite('budgets: bytes a visitor downloads');
const weights = pageWeights(
  pagePaths.map((path) => readPageHtml(path)),
  readDir(distDir),
);
const weightOf = (path: string) => weights[pagePaths.indexOf(path)]!;

for (const path of pagePaths) {
  budget(`${path}: first flight, CSS, JS and total within budget; nothing blocks rendering`, () => {
    const weight = weightOf(path);
    within(`${path} HTML with its CSS (gzip)`, weight.html.gzip, budgets.firstFlight);
    within(`${path} inline CSS (gzip)`, weight.css.gzip, budgets.pageCss);
    within(`${path} JS (gzip)`, weight.js.gzip, budgets.pageJs);
    within(`${path} total`, weight.total, path === '/' ? budgets.landingTotal : budgets.pageTotal);
    const doc = readPage(path);
    assert.is(doc.querySelectorAll('link[rel="stylesheet"]').length, 0, 'no stylesheet request');
    for (const script of doc.querySelectorAll('script[src]')) {
      assert.is(script.getAttribute('type'), 'module', 'scripts are deferred modules');
    }
    assert.is(doc.querySelectorAll('link[rel="modulepreload"], link[rel="preload"][as="script"]').length, 0);
  });
}

budget('one shared, content-hashed runtime file for both islands, behind a tiny loader', () => {
  const scripts = readdirSync(`${distDir}/assets`).filter((f) => f.endsWith('.js'));
  assert.equal(scripts.map((f) => f.replace(/-[0-9a-f]{12}\.js$/, '')).sort(), [
    'islands-loader',
    'islands-runtime',
    'portfolio-not-found',
  ]);
  const file = (stem: string) =>
    `${distDir}/assets/${scripts.find((f) => new RegExp(`^${stem}-[0-9a-f]{12}\\.js$`).test(f))!}`;
  within('islands runtime (raw)', statSync(file('islands-runtime')).size, 260 * 1024);
  within('islands loader (raw)', statSync(file('islands-loader')).size, 1024);
  within('portfolio not-found switch (raw)', statSync(file('portfolio-not-found')).size, 1024);
  // Every page names the loader only; the runtime is counted through it.
  for (const path of pagePaths) {
    assert.ok(weightOf(path).js.raw > statSync(file('islands-runtime')).size, `${path} counts the runtime`);
  }
});

budget('landing photos: at most 60 KB for a phone, 150 KB for a desktop (AVIF, largest candidate)', () => {
  // Each field's own candidates, as the landing page lists them for its screens: one file may serve
  // two fields (the owner's one photo for phone and desktop), each at its own widths.
  const landing = readPageHtml('/');
  const largest = (field: keyof typeof viewportMedia) => {
    const media = viewportMedia[field].replace(/[()]/g, '\\$&');
    const srcset = new RegExp(`<source media="${media}" type="image/avif" srcSet="([^"]+)"`).exec(
      landing,
    )![1]!;
    return Math.max(...srcset.split(', ').map((c) => statSync(join(distDir, c.split(' ')[0]!)).size));
  };
  within('portrait phone photo', largest('mobilePortrait'), budgets.phonePhoto);
  within('landscape phone photo', largest('mobileLandscape'), budgets.phonePhoto);
  within('tablet photo', largest('tablet'), budgets.desktopPhoto);
  within('desktop photo', largest('desktop'), budgets.desktopPhoto);
});

budget('the budget check can fail: a page over its first flight is caught', () => {
  const noise = randomBytes(20_000).toString('hex');
  const bloated = readPageHtml('/about').replace('</body>', `<p>${noise}</p></body>`);
  assert.ok(sizes(bloated).gzip > budgets.firstFlight);
  let message = '';
  try {
    within('bloated page', sizes(bloated).gzip, budgets.firstFlight);
  } catch (error) {
    message = (error as Error).message;
  }
  assert.match(message, /bloated page is \d+\.\d KB, over its budget of 14\.3 KB/);
});

budget.run();
