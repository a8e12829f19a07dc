import type { ComponentType } from 'react';

/** What a post's body may be given: its links and images drawn by the site's components. */
export type PostComponents = Record<string, ComponentType<Record<string, unknown>>>;

/** A post of src/writing/, as the pages show it (scripts/generator/writing/read-posts.ts reads it). */
export type Post = {
  /** The file's name without .md or .mdx: the post's address is /writing/<slug>. */
  readonly slug: string;
  readonly title: string;
  /** yyyy-mm-dd */
  readonly date: string;
  readonly updated?: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** Shown only by `npm run dev`, marked as a draft. */
  readonly draft: boolean;
  /** Its language where it is not the site's (frontmatter `lang`): its words' `lang`, and `dir`. */
  readonly lang?: string;
  readonly minutes: number;
  /** The body, compiled from Markdown or MDX. */
  readonly Body: ComponentType<{ components?: PostComponents }>;
};

/**
 * Every post, newest first. The renderer's bundle gets them from src/writing/ in place of this
 * list (scripts/generator/writing/posts-plugin.ts); read anywhere else, as by the tests' page lists
 * and the servers, this is the site with no posts.
 */
export const posts: readonly Post[] = [];
