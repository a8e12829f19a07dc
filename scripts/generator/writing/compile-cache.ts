import { createHash } from 'node:crypto';
import { keptResults, type KeptResults } from '../state/kept-results';
import type { CompiledPost } from './compile-post';
import { keptDir } from '../state/cache-dir';
import { inOwnProcess, processes, worthAProcessFrom } from '../other-cores';
import pMap from 'p-map';
import { compiler, compilerFile, compilerLoaded } from './compiler';

/** Bump when the compiler's plugins or their options change, so cached posts are compiled again. */
const compilerVersion = 9;

/**
 * Posts compiled, by their inputs: kept on disk, and in memory if `remember`. A builder does not
 * (../state/build-state.ts): a run reads from disk only the bodies it renders.
 */
export const compiledPosts = (remember = true) =>
  keptResults<CompiledPost>(
    {
      dir: keptDir('posts'),
      write: (compiled) => Buffer.from(JSON.stringify(compiled)),
      read: (bytes) => JSON.parse(bytes.toString('utf8')) as CompiledPost,
    },
    { remember },
  );
export type CompiledPosts = KeptResults<CompiledPost>;

/** A post's body to compile: its file, and its text with the file's line numbers. */
export type CompileJob = { file: string; body: string };

/** A body's cache key: its file, text, the compiler's version and the lockfile (every plugin's version). */
export function compileKey({ file, body }: CompileJob, lockfile: string): string {
  const hash = createHash('sha256').update(JSON.stringify([compilerVersion, lockfile, file, body]));
  return `${hash.digest('hex').slice(0, 32)}.json`;
}

/** Compiles in this process. The compiler (MDX, Shiki) is loaded only for a post to compile: a site without posts never pays for it. */
export const compileHere = async ({ file, body }: CompileJob) => (await compiler())(file, body);

/**
 * Compiles in processes of the generator's pool (../other-cores.ts), one per core, each a share of
 * the posts: the compiler is all JavaScript on one thread, so a cold build of a thousand posts
 * takes about half the time on two cores. Results come in the jobs' order; when posts fail, the
 * build stops with the error of the first in file order of those compiled.
 */
export async function compileElsewhere(jobs: readonly CompileJob[]): Promise<CompiledPost[]> {
  const compiled: CompiledPost[] = new Array(jobs.length);
  await compilerFile(); // bundled once, before the processes that load it start
  const count = Math.min(processes(), jobs.length);
  const indexed = jobs.map((job, index) => ({ ...job, index }));
  const shares = Array.from({ length: count }, (_, share) =>
    indexed.filter(({ index }) => index % count === share),
  );
  const ends = await Promise.allSettled(
    shares.map((share) =>
      inOwnProcess('compilePosts', share, ({ index, compiled: post }) => (compiled[index] = post)),
    ),
  );
  const failedAt = (share: number) =>
    shares[share]!.find(({ index }) => !compiled[index])?.index ?? jobs.length;
  const failed = ends
    .map((end, share) => ({ end, at: failedAt(share) }))
    .filter(({ end }) => end.status === 'rejected')
    .sort((a, b) => a.at - b.at)[0];
  if (failed) throw (failed.end as PromiseRejectedResult).reason;
  return compiled;
}

/**
 * The bodies no cache had, compiled and kept, by key: many in the pool's processes, a few here. A
 * build's first few (`beside`: it goes on meanwhile) go to a process of the pool when the compiler is
 * not loaded here: one edited post then `npm run build` compiles beside the bundling and the reading of
 * the photos, and its peak stays 100 MB lower. A process that compiles again (the dev server's saves,
 * the tests' builds) loads the compiler: each of its compiles is then a fraction of a process's start.
 */
export async function compileMissing(
  missing: readonly { job: CompileJob; key: string }[],
  memo: CompiledPosts,
  beside = false,
): Promise<Map<string, CompiledPost>> {
  if (missing.length === 0) return new Map();
  const jobs = missing.map((entry) => entry.job);
  const elsewhere = jobs.length >= worthAProcessFrom || (beside && !compilerLoaded() && !compiledBeside);
  compiledBeside ||= beside;
  const compiled = elsewhere
    ? await compileElsewhere(jobs)
    : await pMap(jobs, compileHere, { concurrency: 1 });
  await Promise.all(missing.map((entry, i) => memo.keep(entry.key, compiled[i]!)));
  return new Map(missing.map((entry, i) => [entry.key, compiled[i]!]));
}

/** Whether this process has compiled beside a build before (its next compiles are here). */
let compiledBeside = false;
