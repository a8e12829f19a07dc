import { nav, portfolioItems, type PortfolioItem } from './content';

/**
 * Parses the {id} of /portfolio/{id} (spec §5). Only a canonical whole number
 * counts: '1' is 1, but '01', '1.5', '-1', '1abc' and '' are not ids, so no two
 * addresses show the same item.
 */
export function parsePortfolioId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]*$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

export function findPortfolioItem(raw: string | undefined): PortfolioItem | null {
  const id = parsePortfolioId(raw);
  return portfolioItems.find((item) => item.id === id) ?? null;
}

/**
 * The portfolio's section: a missing address under it gets the portfolio's
 * not-found view (spec §8), any other the site's. The local server, each
 * host's files and 404.html's switch all take the rule from here.
 */
export const portfolioSection = '/portfolio/';

export const portfolioItemPath = (id: number) => `${portfolioSection}${id}`;

/** The page of the not-found view for bad portfolio ids, written beside the items. */
export const portfolioNotFoundPath = `${portfolioSection}404`;

/** The site-wide not-found page, served for any unknown path (spec §2). */
export const notFoundPath = '/404';

/** Every page the build writes, by its URL path. */
export const pagePaths: readonly string[] = [
  ...nav.map((entry) => entry.href),
  ...portfolioItems.map((item) => portfolioItemPath(item.id)),
  portfolioNotFoundPath,
  notFoundPath,
];

/**
 * Where a page's HTML goes inside dist/: `about.html` for /about, `portfolio/1.html` for
 * /portfolio/1. Cloudflare Pages, Netlify and GitHub Pages all serve these at the address
 * itself, while `about/index.html` would cost a redirect to /about/ on each of them.
 * The 404 pages keep the names hosts look for.
 */
export function outputFile(path: string): string {
  if (path === notFoundPath) return '404.html';
  if (path === portfolioNotFoundPath) return 'portfolio/404.html';
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The not-found page for a missing path: the portfolio's in its section (spec §8), else the site's. */
export const notFoundPathFor = (path: string) =>
  path.startsWith(portfolioSection) ? portfolioNotFoundPath : notFoundPath;

/** The nav entry to highlight for a path: its own, or its section's (/portfolio/2 → PORTFOLIO). */
export function activeNavHref(path: string): string | null {
  const match = nav.find((entry) =>
    entry.href === '/' ? path === '/' : path === entry.href || path.startsWith(`${entry.href}/`),
  );
  return match?.href ?? null;
}
