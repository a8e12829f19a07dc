import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { owner, photos, portfolioItems } from '../../src/content';
import { colors } from '../../src/theme';
import { setContentValue } from '../helpers/content-source';
import { edit, projectCopy, runBuild } from '../helpers/project';

/** Every link, asset, canonical and sitemap entry of a build under a base path carries it. */
function assertBasePath(dir: string) {
  const read = (file: string) => readFileSync(join(dir, 'dist', file), 'utf8');
  const item = portfolioItems.at(-1);
  const pages = ['index.html', 'about.html', ...(item ? [`portfolio/${item.id}.html`] : []), '404.html'];
  for (const file of pages) {
    const html = read(file);
    const urls = [
      ...html.matchAll(/(?:href|src|content)="(\/[^"]*)"/g),
      ...html.matchAll(/(?:srcSet|imageSrcSet)="([^"]*)"/g),
    ]
      .flatMap((m) => m[1]!.split(', ').map((candidate) => candidate.split(' ')[0]!))
      .filter((url) => url.startsWith('/'));
    assert.ok(urls.length > 10, file);
    for (const url of urls) assert.ok(url.startsWith('/site/'), `${file}: ${url}`);
    assert.not.match(html, /"https:\/\/jane\.github\.io\/(?!site\/)/);
  }
  assert.match(read('about.html'), '<link rel="canonical" href="https://jane.github.io/site/about"/>');
  assert.match(read('sitemap.xml'), '<loc>https://jane.github.io/site/</loc>');
  assert.match(read('robots.txt'), 'Sitemap: https://jane.github.io/site/sitemap.xml');
  assert.is(JSON.parse(read('manifest.webmanifest')).start_url, '/site/');
  assert.match(read('_redirects'), '/site/portfolio/*  /site/portfolio/404.html  404');
  assert.match(read('404.html'), 'data-section="/site/portfolio/"');
}

const cache = suite('build: photo cache');

cache('a rebuild with unchanged photos encodes nothing', async () => {
  const { build } = await import('../../scripts/generator/build');
  const out = mkdtempSync(join(tmpdir(), 'site-cache-'));
  try {
    const result = await build({ outDir: join(out, 'dist'), quiet: true });
    assert.is(result.photosEncoded, 0);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

cache.run();

const again = suite('build: npm run build again, SITE_URL and BASE_PATH');
let copy = '';
again.before(() => {
  copy = projectCopy();
});
again.after(() => rmSync(copy, { recursive: true, force: true }));

const built = (result: ReturnType<typeof runBuild>) => {
  assert.is(result.status, 0, result.stderr);
  return /built in \d+ ms/.test(result.stdout);
};

// One copy, built as an owner would build it again and again: each full build here is seconds of CPU.
again(
  'a good build replaces dist/ whole; again, it is skipped; anything that changes the output builds',
  () => {
    const first = runBuild(copy);
    assert.ok(built(first), 'the first build runs');
    assert.not.ok(existsSync(join(copy, 'dist', 'previous-build.txt')), 'nothing of the old dist/ is left');
    assert.ok(existsSync(join(copy, 'dist', 'index.html')));
    const skipped = runBuild(copy);
    assert.not.ok(built(skipped), 'the same inputs are not built twice');
    assert.match(skipped.stdout, 'dist/ is up to date');
    // An interrupted build's scratch folders go, even when there is nothing to build.
    for (const left of ['dist.next', 'dist.previous']) mkdirSync(join(copy, left));
    const tidied = runBuild(copy);
    assert.not.ok(built(tidied));
    assert.match(tidied.stdout, 'Removed dist.next/ and dist.previous/');
    assert.not.ok(existsSync(join(copy, 'dist.next')) || existsSync(join(copy, 'dist.previous')));
    assert.ok(built(runBuild(copy, {}, ['--force'])), '--force builds');
    const underPath = { SITE_URL: 'https://jane.github.io/site' };
    assert.ok(built(runBuild(copy, underPath)), 'a new SITE_URL builds');
    assertBasePath(copy);
    assert.not.ok(built(runBuild(copy, underPath)));
    setContentValue(copy, 'owner.name', 'Edited Name');
    // A module styles read, edited: the styles' stored transforms must not be reused (scripts/generator/bundling/transform-store.ts).
    edit(copy, 'src/theme.ts', `paperBorder: '${colors.paperBorder}'`, "paperBorder: '#ff0001'");
    assert.ok(built(runBuild(copy, underPath)), 'a content edit builds');
    const about = readFileSync(join(copy, 'dist/about.html'), 'utf8');
    assert.match(readFileSync(join(copy, 'dist/index.html'), 'utf8'), 'Edited Name');
    assert.match(about, '#ff0001', 'the card border follows the theme');
    assert.not.match(about, colors.paperBorder, 'the old colour is gone');
    writeFileSync(join(copy, 'dist/index.html'), 'damaged');
    assert.ok(built(runBuild(copy, underPath)), 'a changed dist/ is rebuilt');
    assert.match(readFileSync(join(copy, 'dist/index.html'), 'utf8'), 'Edited Name');
  },
);

again.run();
