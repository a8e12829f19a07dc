import { resolve } from 'node:path';
import { readCached, writeCached } from './checked-cache';

/**
 * A file made once and then read from `dir` (under node_modules/.cache), its
 * name carrying what it was made from: its path (for a tool that loads files)
 * and its contents; checked against its hash when read (./checked-cache.ts).
 */
export async function cachedFile(dir: string, name: string, make: () => Promise<Buffer>) {
  const path = resolve(dir, name.replace(/[^\w.-]/g, '_'));
  const hit = await readCached(path);
  if (hit) return { path, contents: hit };
  const contents = await make();
  await writeCached(path, contents);
  return { path, contents };
}
