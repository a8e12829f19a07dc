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
  /** The modules the MDX bodies import, by `<file>|<import as written>` (src/render/post-bodies.tsx). */
  export const postModules: Readonly<Record<string, unknown>>;
}
