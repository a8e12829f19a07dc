/**
 * Posts on one page of /writing or of a tag. The first flight of a page (HTML and inline CSS, one
 * TCP window) must hold this many posts at the frontmatter's longest title, description and tags
 * (scripts/generator/writing/frontmatter.ts): test/generator/writing-pages.test.ts builds such pages.
 */
export const postsPerPage = 10;

/** How many pages `count` posts fill: one at least, so a list of none still has its page. */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / postsPerPage));

/** The posts of page `page` (1 is the newest). */
export const pageOf = <T>(items: readonly T[], page: number): readonly T[] =>
  items.slice((page - 1) * postsPerPage, page * postsPerPage);

/** The numbers of the pages after the first, which have addresses of their own: 2, 3, … */
export const laterPages = (count: number) => Array.from({ length: pageCount(count) - 1 }, (_, i) => i + 2);
