import type { BuildState } from '../state/build-state';
import type { Timed } from '../step-timer';
import { readCaseStudies, type ReadCaseStudy } from './case-studies';
import { readPosts, type ReadPost } from './read-posts';

/**
 * The posts of src/writing/ and the case studies of src/portfolio/ (drafts only when `drafts`, the
 * dev server's), read, checked and compiled, each from the builder's memory or the cache when unchanged.
 */
export async function readWriting(
  state: BuildState,
  drafts: boolean,
  timed: Timed,
): Promise<{ posts: ReadPost[]; caseStudies: ReadCaseStudy[] }> {
  const { compiledPosts, postFiles: read } = state;
  const posts = await timed('posts', readPosts({ drafts, compiledPosts, read }));
  const caseStudies = await timed('case studies', readCaseStudies(posts, drafts, undefined, compiledPosts));
  return { posts, caseStudies };
}
