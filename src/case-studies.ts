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

/** Every case study, as the build read them (src/site-writing.d.ts). */
export { caseStudies } from 'site:writing';
