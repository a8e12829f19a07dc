import { existsSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { owner, site } from '../src/content';
import { colors } from '../src/theme';
import { notFoundPath, pagePaths, portfolioNotFoundPath, postPath } from '../src/routes';
import { posts } from '../src/posts';
import { distDir } from './helpers/site';
import { readPage } from './helpers/site-dom';
import { cardStem } from '../scripts/generator/writing/post-cards';

const siteUrl = 'https://example.com'; // the default when SITE_URL is not set
const indexable = pagePaths.filter((p) => p !== notFoundPath && p !== portfolioNotFoundPath);

const seo = suite('seo: findable and shareable');

for (const path of indexable) {
  seo(`${path}: canonical, description, Open Graph and Twitter card`, () => {
    const doc = readPage(path);
    const meta = (key: string) =>
      doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
    assert.is(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), `${siteUrl}${path}`);
    assert.is(meta('og:url'), `${siteUrl}${path}`);
    assert.is(meta('og:title'), doc.title);
    assert.is(meta('og:description'), meta('description'));
    // The site's card, or a post's own (its title and the owner's name).
    const post = posts.find((p) => postPath(p.slug) === path);
    const card = post ? `cards/${cardStem(post.slug)}` : 'social';
    assert.match(meta('og:image')!, new RegExp(`^https://example\\.com/assets/${card}-[0-9a-f]{12}\\.jpg$`));
    assert.is(meta('og:image:width'), '1200');
    assert.is(meta('og:image:height'), '630');
    assert.is(meta('twitter:card'), 'summary_large_image');
    assert.is(meta('twitter:image'), meta('og:image'));
    assert.is(meta('theme-color'), colors.background);
    assert.is(meta('color-scheme'), 'dark');
    assert.is(meta('robots'), null);
  });
}

for (const path of [notFoundPath, portfolioNotFoundPath]) {
  seo(`${path}: no canonical address (hosts send it with status 404), nothing blocks crawling`, () => {
    const doc = readPage(path);
    assert.is(doc.querySelector('link[rel="canonical"]'), null);
    assert.is(doc.querySelector('meta[property="og:url"]'), null);
    assert.is(doc.querySelector('meta[name="robots"]'), null);
  });
}

seo('every title is unique', () => {
  const titles = indexable.map((path) => readPage(path).title);
  assert.is(new Set(titles).size, titles.length);
});

seo('the landing page describes the owner as a schema.org Person', () => {
  const json = readPage('/').querySelector('script[type="application/ld+json"]')!.textContent!;
  const person = JSON.parse(json);
  assert.is(person['@type'], 'Person');
  assert.is(person.name, owner.name);
  assert.is(person.jobTitle, owner.role);
  assert.equal(person.sameAs, [owner.linkedInUrl]);
});

seo('sitemap.xml lists every page but the not-found ones; robots.txt points to it', () => {
  const sitemap = readFileSync(`${distDir}/sitemap.xml`, 'utf8');
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  // The site's other languages' pages (README, "Languages") follow its first's, each a page of dist/.
  const other = (loc: string) =>
    (site.languages ?? [])
      .slice(1)
      .some((lang) => loc === `${siteUrl}/${lang}` || loc.startsWith(`${siteUrl}/${lang}/`));
  assert.equal(
    locs.filter((loc) => !other(loc)),
    indexable.map((p) => `${siteUrl}${p}`),
  );
  for (const loc of locs.filter(other)) {
    const path = decodeURI(loc.slice(siteUrl.length + 1));
    assert.ok(existsSync(`${distDir}/${path}.html`), `${loc} is a page of dist/`);
  }
  assert.match(readFileSync(`${distDir}/robots.txt`, 'utf8'), `Sitemap: ${siteUrl}/sitemap.xml`);
});

seo('the social card is a 1200x630 image', async () => {
  const url = readPage('/').querySelector('meta[property="og:image"]')!.getAttribute('content')!;
  const meta = await sharp(`${distDir}${new URL(url).pathname}`).metadata();
  assert.equal([meta.width, meta.height, meta.format], [1200, 630, 'jpeg']);
});

seo('icons: SVG, ICO, apple touch icon and the manifest’s icons exist at their sizes', async () => {
  const doc = readPage('/about');
  const hrefs = [
    ...doc.querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]'),
  ].map((l) => l.getAttribute('href')!);
  assert.equal(hrefs, ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/manifest.webmanifest']);
  for (const href of hrefs) assert.ok(existsSync(`${distDir}${href}`), href);
  const ico = readFileSync(`${distDir}/favicon.ico`);
  assert.equal([ico.readUInt16LE(2), ico.readUInt16LE(4), ico[6]], [1, 1, 32]);
  assert.is((await sharp(`${distDir}/apple-touch-icon.png`).metadata()).width, 180);
  const manifest = JSON.parse(readFileSync(`${distDir}/manifest.webmanifest`, 'utf8'));
  assert.is(manifest.start_url, '/');
  assert.is(manifest.theme_color, colors.background);
  for (const icon of manifest.icons) {
    const meta = await sharp(`${distDir}${icon.src}`).metadata();
    assert.is(`${meta.width}x${meta.height}`, icon.sizes, icon.src);
  }
});

seo.run();
