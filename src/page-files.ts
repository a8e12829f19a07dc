/**
 * The site's addresses that do not depend on its posts, and where each page's file goes in dist/:
 * read by the page table (./routes.ts), and by the servers, which run outside the renderer's bundle.
 */

import { pageLanguage } from './language';

/** Where the pages of this copy's language start: '' for the site's first language, '/de' for German. */
const { prefix } = pageLanguage;

export const itemPattern = `${prefix}/portfolio/:id`;

/**
 * The portfolio's section: a missing address under it gets the portfolio's
 * not-found view (spec §8), any other the site's. The local server, each
 * host's files and 404.html's switch all take the rule from here.
 */
export const portfolioSection = itemPattern.replace(/:id$/, '');

export const portfolioItemPath = (id: number) => `${portfolioSection}${id}`;

/** The page of the not-found view for bad portfolio ids, written beside the items. */
export const portfolioNotFoundPath = `${portfolioSection}404`;

/** The site-wide not-found page, served for any unknown path (spec §2). */
export const notFoundPath = `${prefix}/404`;

/**
 * Where a page's HTML goes inside dist/: `about.html` for /about, `portfolio/1.html` for
 * /portfolio/1. Cloudflare Pages, Netlify and GitHub Pages all serve these at the address
 * itself, while `about/index.html` would cost a redirect to /about/ on each of them (a language's
 * first page, /de, is `de.html`). The 404 pages are the names hosts look for. An encoded path (a tag in Cyrillic) is a file of what it encodes.
 */
export function outputFile(path: string): string {
  return path === '/' ? 'index.html' : `${decodeURI(path.slice(1))}.html`;
}

/** The not-found page for a missing path: the portfolio's in its section (spec §8), else the site's. */
export const notFoundPathFor = (path: string) =>
  path.startsWith(portfolioSection) ? portfolioNotFoundPath : notFoundPath;
