import { createHash } from 'node:crypto';
import type { BuildState } from '../state/build-state';
import type { Timed } from '../step-timer';
import { keptDir } from '../state/cache-dir';
import { keptResults } from '../state/kept-results';
import { hashTree } from '../publishing/up-to-date';
import { readCaseStudies } from './case-studies';
import { readPosts, type ReadFiles } from './read-posts';

/**
 * The post files read and what was made of each, kept in one file for the next process: a thousand
 * posts' compiled bodies read one by one from the cache, each checked against its hash, took 0.6 s of
 * every build. A new process trusts no file's time: each post's text is read and compared.
 */
export const keptPostFiles = () =>
  keptResults<ReadFiles>({
    dir: keptDir('read-posts'),
    write: (read) => Buffer.from(JSON.stringify([...read])),
    read: (bytes) => new Map(JSON.parse(bytes.toString('utf8'))),
  });

/** What reading a post is made of but its text: the reader's code (and src/frontmatter.ts's) and the packages. */
const readerFiles = [
  'package-lock.json',
  'scripts/generator/writing',
  'src/frontmatter.ts',
  'src/tag-segment.ts',
];
const readerKey = (drafts: boolean) =>
  hashTree(readerFiles, createHash('sha1').update(String(drafts))).digest('hex');

/** The posts and case studies, read, checked and compiled, from the builder's memory or cache when unchanged. */
export async function readWriting(state: BuildState, drafts: boolean, timed: Timed) {
  const { compiledPosts, postFiles: read, keptPostFiles: kept } = state;
  const key = `${readerKey(drafts)}.json`;
  if (read.size === 0)
    for (const [file, entry] of (await kept.find(key)) ?? []) read.set(file, { ...entry, mtimeMs: -1 });
  const before = new Map([...read].map(([file, entry]) => [file, entry.post]));
  const posts = await timed('posts', readPosts({ drafts, compiledPosts, read }));
  if (read.size !== before.size || [...read].some(([file, entry]) => before.get(file) !== entry.post))
    await kept.keep(key, read);
  const caseStudies = await timed('case studies', readCaseStudies(posts, drafts, undefined, compiledPosts));
  return { posts, caseStudies };
}
