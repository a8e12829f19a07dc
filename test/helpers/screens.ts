import { about, contact, landing, notFound, owner, portfolio, portfolioItems } from '../../src/content';
import { pageTable } from '../../src/routes';

/** A portfolio item whose page the tests open: the owner's last, or none when they list none. */
export const sampleItem = portfolioItems.at(-1);

/** A whole-number id that no item of the owner's has: its address is the portfolio's not-found. */
export const unusedId = Math.max(0, ...portfolioItems.map((item) => item.id)) + 1;

/**
 * One address per screen of spec §2 (every bad id shows the same page), with
 * the h1 it shows; the landing's goes on with the phrases read after the name.
 */
export const screens = [
  { path: '/', h1: `${landing.greeting} ${owner.name}` },
  { path: '/about', h1: about.title },
  { path: '/portfolio', h1: portfolio.title },
  ...(sampleItem ? [{ path: `/portfolio/${sampleItem.id}`, h1: sampleItem.title }] : []),
  { path: '/contact', h1: contact.title },
  { path: '/portfolio/abc', h1: portfolio.notFound.title },
  { path: '/no/such/page', h1: notFound.title },
];

/**
 * One address of each page of the table (a row's first page), and the screens above: what a
 * check of every page's layout visits. A page added to the table is visited without a word here.
 */
export const layoutPaths: readonly string[] = [
  ...screens.map((screen) => screen.path),
  ...(pageTable as readonly { pattern: string; pages?: readonly string[] }[])
    .map((row) => row.pages ?? [row.pattern])
    .filter((pages) => !pages.some((path) => screens.some((screen) => screen.path === path)))
    .flatMap((pages) => pages.slice(0, 1)),
];
