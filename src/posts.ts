import type { ComponentType } from 'react';
import type { PostMeta } from './frontmatter';

/** What a post's body may be given: its links and images drawn by the site's components. */
export type PostComponents = Record<string, ComponentType<Record<string, unknown>>>;

/**
 * A post of src/writing/, as the pages show it (scripts/generator/writing/read-posts.ts reads it):
 * what its frontmatter says (src/frontmatter.ts, the one declaration of its keys), and what the build
 * makes of its file.
 */
export type Post = Readonly<PostMeta> & {
  /** The file's name without .md or .mdx: the post's address is /writing/<slug>. */
  readonly slug: string;
  readonly minutes: number;
  /** The body, compiled from Markdown or MDX. */
  readonly Body: ComponentType<{ components?: PostComponents }>;
};

/** Every post, newest first, as the build read them (src/site-writing.d.ts). */
export { posts } from 'site:writing';
