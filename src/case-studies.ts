import type { Post } from './posts';

/** A portfolio item's case study, from src/portfolio/<id>.md or .mdx (scripts/generator/writing/case-studies.ts). */
export type CaseStudy = {
  /** The item's id in src/content.ts: its page, /portfolio/<id>, shows the case study under the description. */
  readonly id: number;
  /** Shown only by `npm run dev`, marked as a draft. */
  readonly draft: boolean;
  /** The body, compiled from Markdown or MDX like a post's. */
  readonly Body: Post['Body'];
};

/**
 * Every case study. The renderer's bundle gets them from src/portfolio/ in place of this list
 * (scripts/generator/writing/posts-plugin.ts); read anywhere else, this is the site with none.
 */
export const caseStudies: readonly CaseStudy[] = [];
