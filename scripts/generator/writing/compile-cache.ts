import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { readCached, writeCached } from '../state/checked-cache';
import type { CompiledPost } from './compile-post';
import { keptDir } from '../state/cache-dir';

/** Bump when the compiler's plugins or their options change, so cached posts are compiled again. */
const compilerVersion = 4;

const cacheDir = keptDir('posts');

/** Posts one builder compiled, by their inputs (../state/build-state.ts): the dev server's rebuilds read no file. */
export type CompiledPosts = Map<string, CompiledPost>;

/**
 * A post compiled, from the cache when its inputs (file name, body, the compiler's version and the
 * packages' lockfile, which names every plugin's version) have been compiled before.
 */
export async function compileCached(
  file: string,
  body: string,
  lockfile: string,
  memo: CompiledPosts = new Map(),
): Promise<CompiledPost> {
  const key = createHash('sha256')
    .update(JSON.stringify([compilerVersion, lockfile, file, body]))
    .digest('hex')
    .slice(0, 32);
  const known = memo.get(key);
  if (known) return known;
  const path = join(cacheDir, `${key}.json`);
  const cached = await readCached(path);
  // The compiler (MDX, Shiki) is loaded only for a post to compile: a site without posts never pays for it.
  const compiled = cached
    ? (JSON.parse(cached.toString('utf8')) as CompiledPost)
    : await (await import('./compile-post')).compilePost(file, body);
  if (!cached) await writeCached(path, Buffer.from(JSON.stringify(compiled)));
  memo.set(key, compiled);
  return compiled;
}
