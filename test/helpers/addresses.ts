import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notFoundPath, outputFile, pagePaths, portfolioNotFoundPath } from '../../src/routes';
import { distDir, headerPairs } from './site';

/** The pages a visitor is sent to: every page but the not-found ones. */
export const pageAddresses = pagePaths.filter((p) => p !== notFoundPath && p !== portfolioNotFoundPath);

/**
 * Every address on the site that the built files name: links and sources in every
 * page (srcset candidates too), canonical and Open Graph addresses and structured
 * data, the sitemap, the manifest (start URL, icons) and the speculation rules' file, if any.
 * Each should answer 200 at once on every host.
 */
export function siteAddresses(dir = distDir): string[] {
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const pages = pagePaths.map((path) => read(outputFile(path)));
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(pages[0]!)?.[1];
  if (!canonical) throw new Error('the landing page has no canonical link');
  const { origin } = new URL(canonical);
  const found = new Set<string>();
  const add = (address: string) => {
    const url = new URL(address, origin);
    if (url.origin === origin) found.add(url.pathname + url.search);
  };
  const absolute = new RegExp(`${origin.replace(/[.]/g, '\\.')}/[^"'\\s<>\\\\]*`, 'g');
  const manifest = JSON.parse(read('manifest.webmanifest'));
  for (const text of [...pages, read('sitemap.xml'), JSON.stringify(manifest)]) {
    for (const [url] of text.matchAll(absolute)) add(url);
  }
  for (const html of pages) {
    for (const [, url] of html.matchAll(/\s(?:href|src)="(\/[^"#]*)/g)) add(url!);
    for (const [, list] of html.matchAll(/\s(?:srcset|imagesrcset)="([^"]*)"/gi)) {
      for (const candidate of list!.split(',')) add(candidate.trim().split(' ')[0]!);
    }
  }
  add(manifest.start_url);
  for (const icon of manifest.icons) add(icon.src);
  // The speculation rules' file, named by a Speculation-Rules header (its rules match the pages' links).
  for (const [name, value] of headerPairs('/', dir))
    if (name.toLowerCase() === 'speculation-rules') add(JSON.parse(value) as string);
  return [...found].sort();
}
