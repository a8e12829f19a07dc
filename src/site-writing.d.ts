/**
 * The posts of src/writing/ and the case studies of src/portfolio/ as this build read them: a module
 * the build makes for the renderer's bundle (scripts/generator/writing/posts-plugin.ts), and the
 * tests for theirs (test/runner/test-compile.ts). Nothing else can import it: code run outside a
 * bundle that reads the posts fails at once, instead of seeing a site without them.
 */
declare module 'site:writing' {
  /** Every post, newest first (src/posts.ts). */
  export const posts: readonly import('./posts').Post[];
  /** Every case study (src/case-studies.ts). */
  export const caseStudies: readonly import('./case-studies').CaseStudy[];
  /** The posts' fields read, by field, as the files of the posts read (`#order`: the list itself). */
  export type PostsRead = ReadonlyMap<string, ReadonlySet<string>>;
  /** What `render` returned, and the posts' fields it read (the build renders a page again when one changed). */
  export function readingPosts<T>(render: () => T): { result: T; read: PostsRead };
  /** The fields read while the bundle loaded (the page table's): every page's; none are recorded after. */
  export function postsReadAtLoad(): PostsRead;
  /** The modules the MDX bodies import, by `<file>|<import as written>` (src/render/post-bodies.tsx). */
  export const postModules: Readonly<Record<string, unknown>>;
}
