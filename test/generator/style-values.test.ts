import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { about, timings } from '../../src/content';
import { breakpoints } from '../../src/theme';
import { items } from '../helpers/any-owner';
import { buildSite, contentWith, edited, fileHashes, type Site } from '../helpers/generate';

/**
 * Linaria evaluates a file's styles again only when a value they read changed
 * (scripts/generator/bundling/transform-cache.ts): an owner's text edit evaluates none, which is
 * most of a save's time. Each build here is checked against what its values must give, and the last
 * against a build of the same files from the start: no page is ever left with an older style.
 */
const styles = suite('styles: evaluated again when a value they read changes, never stale');

const pages = (site: Site) => ['/', '/about', '/contact', '/portfolio'].map((path) => site.page(path));
/** The page-fade animation's duration in each page's CSS, in milliseconds (the CSS says '.5s' or '1234ms'). */
const fades = (site: Site) =>
  pages(site).map((html) => {
    const [, value, unit] = /animation:page-fade-\w+ ([\d.]+)(m?s)/.exec(html) ?? [];
    return value && Number(value) * (unit === 's' ? 1000 : 1);
  });

let owners: Site;
styles.before(async () => {
  owners = await buildSite();
});

styles('a text no style reads evaluates no style, and every page that shows it has it', async () => {
  const text = 'An experience text of the test’s own.';
  const site = await buildSite({
    files: { 'src/content.ts': contentWith({ 'about.experience.text': text }) },
  });
  assert.equal(site.stylesEvaluated, [], 'no style read the text');
  assert.match(site.page('/about'), text);
  assert.equal(fades(site), fades(owners), 'the styles are the owner’s');
});

styles(
  'a timing a style reads is in the CSS of every page, with a text edited beside it or not',
  async () => {
    // A duration of this run alone: the style store keeps the results of a few earlier values, and a
    // fixed one, met again by the next run, would be read from it without being evaluated.
    const fade = timings.pageFade + 100 + Math.floor(Math.random() * 9000);
    const timed = await buildSite({ files: { 'src/content.ts': contentWith({ 'timings.pageFade': fade }) } });
    assert.ok(timed.stylesEvaluated.length > 0, 'the styles that read the timing are evaluated again');
    assert.ok(timed.stylesEvaluated.length < 5, `only those: ${timed.stylesEvaluated.join(', ')}`);
    assert.equal(
      fades(timed),
      pages(timed).map(() => fade),
      'every page fades for the new time',
    );
    const text = 'A text edited beside the timing.';
    const both = await buildSite({
      files: { 'src/content.ts': contentWith({ 'timings.pageFade': fade, 'about.experience.text': text }) },
    });
    assert.equal(both.stylesEvaluated, [], 'the timing is as the last build read it');
    assert.equal(fades(both), fades(timed));
    assert.match(both.page('/about'), text);
  },
);

styles('a function a style calls follows what it reads: the theme’s breakpoints moved', async () => {
  // `up('md')` reads `breakpoints` where it is declared, not where it is called: its text is the same.
  // The portfolio's cards use it: a showcase of the test's own has them, whatever the owner's holds.
  const content = contentWith({ 'portfolio.showcase': true, portfolioItems: items });
  const rule = (px: number) => new RegExp(`\\(min-width:${px}px\\)`, 'g');
  const before = (await buildSite({ files: { 'src/content.ts': content } })).page('/portfolio');
  const count = before.match(rule(breakpoints.md))?.length ?? 0;
  assert.ok(count > 0, `the portfolio's CSS has rules from ${breakpoints.md}px up`);
  const md = breakpoints.md + 17;
  const theme = edited('src/theme.ts', new RegExp(`\\bmd: ${breakpoints.md}\\b`), `md: ${md}`);
  const after = (await buildSite({ files: { 'src/content.ts': content, 'src/theme.ts': theme } })).page(
    '/portfolio',
  );
  assert.is(after.match(rule(md))?.length ?? 0, count, `each of them from ${md}px up`);
});

styles('back to the owner’s files, the site is what a build of them from the start made', async () => {
  const back = await buildSite();
  assert.equal(fileHashes(back), fileHashes(owners));
  assert.not.match(back.page('/about'), 'A text edited beside the timing.');
  assert.is(about.experience.text.length > 0, true);
});

styles.run();
