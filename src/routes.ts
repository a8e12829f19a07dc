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

/** The screens of spec §2, by name; src/render/App.tsx renders each (a route without one does not compile). */
export type ScreenName = 'landing' | 'about' | 'portfolio' | 'portfolioItem' | 'contact';

type Route = { readonly pattern: string; readonly screen: ScreenName; readonly pages: readonly string[] };

/**
 * The route table (spec §2), the one list the router (src/render/App.tsx), the pages
 * the build writes, the sitemap and the speculation rules are read from: each
 * route's pattern, its screen, and the pages of it the build writes. The menu
 * (`nav` in src/content.ts) names pages of it, and the build refuses one that does not.
 */
export const routeTable = [
  { pattern: '/', screen: 'landing', pages: ['/'] },
  { pattern: '/about', screen: 'about', pages: ['/about'] },
  { pattern: '/portfolio', screen: 'portfolio', pages: ['/portfolio'] },
  { pattern: '/contact', screen: 'contact', pages: ['/contact'] },
  {
    pattern: `${portfolioSection}:id`,
    screen: 'portfolioItem',
    pages: portfolioItems.map((item) => portfolioItemPath(item.id)),
  },
] as const satisfies readonly Route[];

/** The pages with an address of their own: canonical links, the sitemap, prerendering. */
export const indexablePaths: readonly string[] = routeTable.flatMap((route) => route.pages);

/**
 * Every page the build writes, by its URL path: the routes' pages, then the
 * not-found views, which hosts send with status 404 and nothing indexes.
 */
export const pagePaths: readonly string[] = [...indexablePaths, portfolioNotFoundPath, notFoundPath];

export const isIndexable = (path: string) => indexablePaths.includes(path);

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
