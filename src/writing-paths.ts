import { posts } from './posts';
import { postsByTag } from './posts-by-tag';
import { pageLanguage } from './language';

/** The addresses of the writing pages (README, "Writing"), whose rows are in the page table (./routes.ts). */
export const writingPattern = `${pageLanguage.prefix}/writing`;
export const postPattern = `${writingPattern}/:slug`;

/**
 * A post's address: /writing/<its file's name> (src/writing/), percent-encoded where the name is in
 * another script than Latin (/writing/%E8%A9%95%E4%BE%A1), as a tag's address is (`tagPath`).
 */
export const postPath = (slug: string) => postPattern.replace(':slug', encodeURIComponent(slug));

/**
 * The numbered pages of a list of posts, after its first: two segments under the list's address
 * (/writing/page/2), so that no post's address (/writing/<slug>, one segment) can be one of them.
 */
export const numberedPattern = (list: string) => `${list}/page/:page`;
const numbered = (list: string, page: number) =>
  page === 1 ? list : numberedPattern(list).replace(':page', String(page));

/** Page `page` of /writing: the newest posts on /writing itself, then /writing/page/2, … */
export const writingPagePath = (page: number) => numbered(writingPattern, page);

export const tagPattern = `${writingPattern}/tags/:tag`;

/**
 * Page `page` of a tag's posts: /writing/tags/<segment>, then /writing/tags/<segment>/page/2, …; a
 * segment in another script than Latin percent-encoded (/writing/tags/%E8%A9%95%E4%BE%A1), as links,
 * the sitemap and canonical addresses carry it. Its page's file has the segment itself
 * (./routes.ts, `outputFile`), which every static host serves at that address.
 */
export const tagPath = (segment: string, page = 1) =>
  numbered(tagPattern.replace(':tag', encodeURIComponent(segment)), page);

/** The posts' tags (src/posts-by-tag.ts), each with a page of its own. */
export const tags = postsByTag(posts);
