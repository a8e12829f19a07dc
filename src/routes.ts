import type { ComponentType } from 'react';
import { nav, portfolioItems, type PortfolioItem } from './content';
import { laterPages } from './paginate';
import { posts } from './posts';
import * as paths from './writing-paths';
import { itemPattern, notFoundPath, portfolioItemPath, portfolioNotFoundPath } from './page-files';
import { inLanguage, inPageLanguage } from './i18n/languages';

/** The first page of this copy's language: '/' for the site's first, '/de' for German (src/language.ts). */
const home = inLanguage('/');

export {
  notFoundPath,
  notFoundPathFor,
  outputFile,
  portfolioItemPath,
  portfolioNotFoundPath,
  portfolioSection,
} from './page-files';

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

/** A screen of the site: a page's whole content, given its route's parameters (`:id`). */
export type Screen = ComponentType<{ params: Record<string, string | undefined> }>;

type PageRow = {
  /** How content and screens link to the page: `pathOf('about')`. */
  readonly name: string;
  /** Its address, or the pattern of its addresses (`/portfolio/:id`), as wouter reads it. */
  readonly pattern: string;
  /** Its screen, from `screens` above. */
  readonly screen: () => Promise<Screen>;
  /** The addresses of a pattern the build writes; a plain address writes itself. */
  readonly pages?: readonly string[];
  /** The key of its label in `nav` of src/content.ts, for a page in the menu; the menu keeps this order. */
  readonly menu?: keyof typeof nav;
};

/**
 * The screens, each loaded when the renderer starts (src/render/screens.ts): so this table is read
 * by the build's Node steps, the servers and the tests without loading the screens' styles. Listed
 * by file name, which is the order of their rules in the pages' CSS.
 */
const screens = {
  about: () => import('./screens/About').then((m) => m.About),
  contact: () => import('./screens/Contact').then((m) => m.Contact),
  landing: () => import('./screens/Landing').then((m) => m.Landing),
  notFound: () => import('./screens/NotFound').then((m) => m.NotFound),
  portfolio: () => import('./screens/Portfolio').then((m) => m.Portfolio),
  portfolioItem: () => import('./screens/PortfolioItem').then((m) => m.PortfolioItemScreen),
  post: () => import('./screens/Post').then((m) => m.PostScreen),
  writing: () => import('./screens/Writing').then((m) => m.Writing),
};

/** The screen of every address the table has no row for (spec §2: "any other path"). */
export const notFoundScreen = screens.notFound;

export { postPath } from './writing-paths';

/**
 * The writing pages, only when there is a post to show (in `npm run dev`, a draft counts); the
 * numbered and tag pages only when they have a page: a few untagged posts make the table as before.
 */
const writingPages = [
  { name: 'writing', pattern: paths.writingPattern, menu: 'writing', screen: screens.writing },
  {
    name: 'writingPage',
    pattern: paths.numberedPattern(paths.writingPattern),
    pages: laterPages(posts.length).map(paths.writingPagePath),
    screen: screens.writing,
  },
  {
    name: 'post',
    pattern: paths.postPattern,
    pages: posts.map((post) => paths.postPath(post.slug)),
    screen: screens.post,
  },
  {
    name: 'tag',
    pattern: paths.tagPattern,
    pages: paths.tags.map((tag) => paths.tagPath(tag.segment)),
    screen: screens.writing,
  },
  {
    name: 'tagPage',
    pattern: paths.numberedPattern(paths.tagPattern),
    pages: paths.tags.flatMap((tag) =>
      laterPages(tag.posts.length).map((page) => paths.tagPath(tag.segment, page)),
    ),
    screen: screens.writing,
  },
] as const;
const writingRows: readonly (typeof writingPages)[number][] =
  posts.length > 0 ? writingPages.filter((row) => !('pages' in row) || row.pages.length > 0) : [];

/**
 * The page table (spec §2): each page once, in one row. The router (src/render/App.tsx), the pages
 * the build writes, the menu, the sitemap, the headers, the speculation rules and the tests' page
 * lists are all read from it. Adding a page is a row here and its screen in src/screens/.
 */
export const pageTable = inPageLanguage([
  {
    name: 'home',
    pattern: '/',
    menu: 'home',
    screen: screens.landing,
  },
  {
    name: 'about',
    pattern: '/about',
    menu: 'about',
    screen: screens.about,
  },
  {
    name: 'portfolio',
    pattern: '/portfolio',
    menu: 'portfolio',
    screen: screens.portfolio,
  },
  ...writingRows,
  {
    name: 'contact',
    pattern: '/contact',
    menu: 'contact',
    screen: screens.contact,
  },
  {
    name: 'portfolioItem',
    pattern: itemPattern,
    pages: portfolioItems.map((item) => portfolioItemPath(item.id)),
    screen: screens.portfolioItem,
  },
] as const satisfies readonly PageRow[]);

/** A page's name in the table, for links: `pathOf('about')`. */
export type PageName = (typeof pageTable)[number]['name'];

/** The address of a page of the table (a site path: links add the base path, src/site-config.ts). */
export function pathOf(name: PageName): string {
  return pageTable.find((row) => row.name === name)!.pattern;
}

const pagesOf = (row: PageRow) => row.pages ?? [row.pattern];

/** The menu (spec §2, shared layout): the rows with a label, in the table's order. */
export const menu: readonly { label: string; href: string }[] = (pageTable as readonly PageRow[]).flatMap(
  (row) => (row.menu ? [{ label: nav[row.menu], href: row.pattern }] : []),
);

/** The pages with an address of their own: canonical links, the sitemap, prerendering. */
export const indexablePaths: readonly string[] = (pageTable as readonly PageRow[]).flatMap(pagesOf);

/**
 * Every page the build writes, by its URL path: the routes' pages, then the
 * not-found views, which hosts send with status 404 and nothing indexes.
 */
export const pagePaths: readonly string[] = [...indexablePaths, portfolioNotFoundPath, notFoundPath];

export const isIndexable = (path: string) => indexablePaths.includes(path);

/** The posts of another language shown untranslated (src/posts.ts): pages, but in no sitemap or hreflang. */
export const untranslatedPaths: readonly string[] = posts.flatMap((post) =>
  post.untranslated ? [paths.postPath(post.slug)] : [],
);

/** The nav entry to highlight for a path: its own, or its section's (/portfolio/2 → PORTFOLIO). */
export function activeNavHref(path: string): string | null {
  const match = menu.find((entry) =>
    entry.href === home ? path === home : path === entry.href || path.startsWith(`${entry.href}/`),
  );
  return match?.href ?? null;
}
