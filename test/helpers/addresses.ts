import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { notFoundPath, outputFile, pagePaths, pageTable, portfolioNotFoundPath } from '../../src/routes';
import { distDir, headerPairs } from './site';

const isNotFound = (path: string) => path === notFoundPath || path === portfolioNotFoundPath;

/** The pages a visitor is sent to: every page but the not-found ones. */
export const pageAddresses = pagePaths.filter((p) => !isNotFound(p));

/**
 * The pages the browser tests visit, in the table's order. A row of many pages (the portfolio's
 * items, the posts, the tags, the numbered pages of posts) is one screen: past three, its first
 * and last stand for it. A visit costs a browser seconds, and an owner's hundred posts must not
 * make each browser file hundreds of visits longer; the unit tests read every page's HTML.
 */
export const visitedPaths: readonly string[] = [
  ...(pageTable as readonly { pattern: string; pages?: readonly string[] }[]).flatMap((row) => {
    const pages = row.pages ?? [row.pattern];
    return pages.length <= 3 ? pages : [pages[0]!, pages.at(-1)!];
  }),
  portfolioNotFoundPath,
  notFoundPath,
];

/** The pages a visitor is sent to, of those the browser tests visit. */
export const visitedAddresses = visitedPaths.filter((p) => !isNotFound(p));

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
