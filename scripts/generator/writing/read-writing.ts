import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { BuildState } from '../state/build-state';
import type { Timed } from '../step-timer';
import { keptDir } from '../state/cache-dir';
import { jsonArray, keptResults } from '../state/kept-results';
import { hashTree } from '../publishing/up-to-date';
import { readCaseStudies } from './case-studies';
import { codeFromCache, readPostsEarly, type ReadFiles } from './read-posts';
import type { CompiledPosts } from './compile-cache';
import { existsSync } from 'node:fs';

/**
 * The post files read and what was made of each, kept in one file for the next `npm run build`: a
 * thousand posts' compiled bodies read one by one from the cache, each checked against its hash, took
 * 0.6 s of every build. A new process trusts no file's time: each post's text is read and compared with
 * its hash. A body's code is not in the file but read from the compile cache when a render shows it
 * (its key is the post's `bodyKey`): a thousand bodies and texts made the file 37 MB, 0.4 s to parse.
 * Saved by `npm run build`'s run only: at each of the dev server's saves, writing it took 0.6 s.
 */
export function keptPostFiles(slot = 'in-memory.json') {
  // The key of what the files were read with, first, then the files.
  const disk = keptResults<[string, ReadFiles]>({
    dir: keptDir('read-posts'),
    newest: 8,
    write: ([readWith, files]) => jsonArray([readWith, ...files], (row) => withoutCode(row)),
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
    /** Into a new builder's `read`, what the last build kept, each body's code read from `compiled` once shown. */
    async load(drafts: boolean, compiled: CompiledPosts) {
      key = readerKey(drafts);
      if (read.size > 0) return;
      const [readWith, files] = (await disk.find(slot)) ?? [];
      for (const [file, entry] of readWith === key ? files! : []) {
        const post = entry.post;
        // A body gone from the cache (cleaned meanwhile): the post is read and compiled again.
        if (post && !existsSync(compiled.pathOf(post.bodyKey))) continue;
        if (post) post.compiled = codeFromCache(post, compiled);
        read.set(file, { ...entry, mtimeMs: -1 });
      }
      loaded = posts();
    },
    /** Keeps `read` unless every post is as loaded. */
    async save() {
      if (!isDeepStrictEqual(posts(), loaded)) await disk.keep(slot, [key, read]);
    },
  };
}

/** A row of the kept file: the post's compiled body without its code (a kept one's is not an own field). */
function withoutCode(row: unknown) {
  if (!Array.isArray(row)) return row; // the key of what the files were read with
  const [file, entry] = row as [string, ReadFiles extends Map<string, infer E> ? E : never];
  if (!entry.post) return row;
  const compiled = Object.fromEntries(
    Object.entries(entry.post.compiled).filter(([name]) => name !== 'code'),
  );
  return [file, { ...entry, post: { ...entry.post, compiled } }];
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

/**
 * The posts and case studies, read, checked and compiled, from the builder's memory or cache when
 * unchanged; `ready` resolves once the posts still compiling are (../../../build.ts goes on meanwhile).
 */
export async function readWriting(state: BuildState, drafts: boolean, timed: Timed) {
  const { compiledPosts, postFiles } = state;
  await postFiles.load(drafts, compiledPosts);
  const read = readPostsEarly({ drafts, compiledPosts, read: postFiles.read, beside: true });
  const { posts, ready } = await timed('posts', read);
  const caseStudies = await timed('case studies', readCaseStudies(posts, drafts, undefined, compiledPosts));
  const compiled = timed('posts compiled', ready);
  compiled.catch(() => {}); // a failure is the build's where the bodies are read (./writing-assets.ts)
  return { posts, caseStudies, ready: compiled };
}
