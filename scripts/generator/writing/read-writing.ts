import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { BuildState } from '../state/build-state';
import type { Timed } from '../step-timer';
import { keptDir } from '../state/cache-dir';
import { jsonArray, keptResults } from '../state/kept-results';
import { hashTree } from '../publishing/up-to-date';
import { readCaseStudies } from './case-studies';
import { readPosts, type ReadFiles } from './read-posts';

/**
 * The post files read and what was made of each, kept in one file for the next `npm run build`: a
 * thousand posts' compiled bodies read one by one from the cache, each checked against its hash, took
 * 0.6 s of every build. A new process trusts no file's time: each post's text is read and compared.
 * Saved by `npm run build`'s run only: at each of the dev server's saves, writing it took 0.6 s.
 */
export function keptPostFiles(slot = 'in-memory.json') {
  // The key of what the files were read with, first, then the files.
  const disk = keptResults<[string, ReadFiles]>({
    dir: keptDir('read-posts'),
    newest: 8,
    write: ([readWith, files]) => jsonArray([readWith, ...files]),
    read: (bytes) => {
      const [readWith, ...files] = JSON.parse(bytes.toString('utf8'));
      return [readWith, new Map(files)];
    },
  });
  let key = '';
  let loaded: unknown[] = [];
  const read: ReadFiles = new Map();
  const posts = () => [...read.values()].map((entry) => entry.post);
  return {
    /** The post files read by this builder, with what was made of each (its saves parse only the changed). */
    read,
    /** Into a new builder's `read`, what the last build kept. */
    async load(drafts: boolean) {
      key = readerKey(drafts);
      if (read.size > 0) return;
      const [readWith, files] = (await disk.find(slot)) ?? [];
      for (const [file, entry] of readWith === key ? files! : []) read.set(file, { ...entry, mtimeMs: -1 });
      loaded = posts();
    },
    /** Keeps `read` unless every post is as loaded. */
    async save() {
      if (!isDeepStrictEqual(posts(), loaded)) await disk.keep(slot, [key, read]);
    },
  };
}

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
  const { compiledPosts, postFiles } = state;
  await postFiles.load(drafts);
  const posts = await timed('posts', readPosts({ drafts, compiledPosts, read: postFiles.read }));
  const caseStudies = await timed('case studies', readCaseStudies(posts, drafts, undefined, compiledPosts));
  return { posts, caseStudies };
}
