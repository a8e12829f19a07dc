import { about, contact, landing, notFound, owner, portfolio, portfolioItems } from '../../src/content';

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
