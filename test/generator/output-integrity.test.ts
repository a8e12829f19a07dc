import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { owner, photos, portfolioItems } from '../../src/content';
import { buildFailure, buildSite, contentWith, edited } from '../helpers/generate';

/**
 * What the build makes of an unlucky owner's project, built in this process: photo names as phones
 * give them, a path out of static/, a page naming a file the site lacks, a page over its budget,
 * and a base path reaching every address. What `npm run build` does around it (the lock, the
 * up-to-date check, dist/ left whole): ../project/build-command.test.ts.
 */
const integrity = suite('build: what the site names, it has; and only the site');

const profile = readFileSync(join('static/photos', photos.profile.file));
/** The photo URLs a page names in its pictures. */
const photoUrls = (html: string) =>
  [...html.matchAll(/(?:src|srcSet|imageSrcSet|href)="([^"]*\/assets\/photos\/[^"]*)"/g)]
    .flatMap((m) => m[1]!.split(', ').map((candidate) => candidate.split(' ')[0]!))
    .filter((url) => url.startsWith('/assets/photos/'));

integrity('photos named as a phone names them get safe addresses that resolve', async () => {
  const site = await buildSite({
    files: {
      'static/photos/my photo #1.jpg': profile,
      'static/photos/Été à Łódź.jpg': profile,
      'src/content.ts': contentWith({
        'photos.profile.file': 'my photo #1.jpg',
        'photos.landing.desktop.file': 'Été à Łódź.jpg',
      }),
    },
  });
  for (const page of ['/about', '/']) {
    const urls = photoUrls(site.page(page));
    assert.ok(urls.length > 4, page);
    for (const url of urls) {
      assert.match(url, /^\/assets\/photos\/[a-z0-9-]+\.(avif|webp|jpg)$/, `${page}: ${url}`);
      assert.ok(site.file(url), `${page}: ${url} is among the files`);
    }
  }
  assert.ok(
    site.page('/about').includes('/assets/photos/my-photo-1-240-'),
    'the name still says which photo',
  );
});

integrity('a photo path out of static/photos is refused, naming the field', async () => {
  const said = await buildFailure({
    files: { 'src/content.ts': contentWith({ 'photos.profile.file': '../../../outside/secret.jpg' }) },
  });
  assert.match(said, 'src/content.ts: photos.profile.file: must be the name of a file in static/photos');
});

integrity('a page naming a file the site lacks fails the build', async () => {
  // Built, not written as one literal: a hand-written root link is refused earlier (./root-links.test.ts).
  const missing =
    '<picture><source type="image/avif" srcSet={["/assets/photos/none.avif", "1w"].join(" ")} /></picture>';
  const said = await buildFailure({
    files: {
      'src/screens/Contact.tsx': edited('src/screens/Contact.tsx', /(<PageTitle [^>]*\/>)/, `$1${missing}`),
    },
  });
  assert.match(said, 'A page names /assets/photos/none.avif, which the site does not have');
});

integrity('a page over its budget is named, and still built', async () => {
  // Random letters compress about as little as a long text written by hand.
  const long = randomBytes(50 * 1024).toString('base64');
  const site = await buildSite({
    files: { 'src/content.ts': contentWith({ 'about.background.paragraphs[0]': long }) },
  });
  assert.match(
    site.printed,
    /about\.html: its HTML with inline CSS \(gzip\) is [\d.]+ KB, over its budget of/,
  );
  assert.match(site.page('/about'), long.slice(0, 100));
});

integrity('under a base path, every link, asset, canonical and sitemap entry carries it', async () => {
  const site = await buildSite({ env: { SITE_URL: 'https://jane.github.io/site' } });
  const item = portfolioItems.at(-1);
  const pages = ['/', '/about', ...(item ? [`/portfolio/${item.id}`] : []), '/404'];
  for (const page of pages) {
    const html = site.page(page);
    const urls = [
      ...html.matchAll(/(?:href|src|content)="(\/[^"]*)"/g),
      ...html.matchAll(/(?:srcSet|imageSrcSet)="([^"]*)"/g),
    ]
      .flatMap((m) => m[1]!.split(', ').map((candidate) => candidate.split(' ')[0]!))
      .filter((url) => url.startsWith('/'));
    assert.ok(urls.length > 10, page);
    for (const url of urls) {
      assert.ok(url.startsWith('/site/'), `${page}: ${url}`);
      // What the page names is there, under the base path.
      const path = decodeURIComponent(url.slice('/site'.length).split('?')[0]!);
      assert.ok(site.file(path) || !url.includes('.'), `${page}: ${url}`);
    }
    assert.not.match(html, /"https:\/\/jane\.github\.io\/(?!site\/)/);
  }
  assert.match(site.page('/about'), '<link rel="canonical" href="https://jane.github.io/site/about"/>');
  assert.match(site.text('sitemap.xml'), '<loc>https://jane.github.io/site/</loc>');
  assert.match(site.text('robots.txt'), 'Sitemap: https://jane.github.io/site/sitemap.xml');
  assert.is(JSON.parse(site.text('manifest.webmanifest')).start_url, '/site/');
  assert.match(site.text('_redirects'), '/site/portfolio/*  /site/portfolio/404.html  404');
  assert.match(site.page('/404'), 'data-section="/site/portfolio/"');
  // Absolute addresses (link previews, structured data) carry it too.
  assert.match(site.page('/'), /content="https:\/\/jane\.github\.io\/site\/assets\/[^"]+"/);
  assert.match(site.page('/'), owner.name);
});

integrity.run();
