import type { BuildState } from '../state/build-state';
import type { Timed } from '../step-timer';
import { readCaseStudies } from './case-studies';
import { readPosts } from './read-posts';

/** The posts and case studies, read, checked and compiled, from the builder's memory or cache when unchanged. */
export async function readWriting(
  { compiledPosts, postFiles: read }: BuildState,
  drafts: boolean,
  timed: Timed,
) {
  const posts = await timed('posts', readPosts({ drafts, compiledPosts, read }));
  const caseStudies = await timed('case studies', readCaseStudies(posts, drafts, undefined, compiledPosts));
  return { posts, caseStudies };
}
