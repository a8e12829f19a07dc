import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Every file a build keeps between runs lives under this one folder, a subfolder per kind:
 * `npm run clean` (scripts/clean.ts) removes it whole, and nothing is lost but time.
 */
export const cacheRoot = 'node_modules/.cache/site';

/** The folder of one kind of kept file: `keptDir('photos')`. */
export const keptDir = (kind: string) => `${cacheRoot}/${kind}`;

/**
 * Of `names` in `dir`, those beyond the `newest` (by their time): what a kind that keeps only its
 * newest files or folders removes.
 */
export function beyondNewest(dir: string, names: readonly string[], newest: number): string[] {
  const at = (name: string) => statSync(join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return [...names].sort((a, b) => at(b) - at(a)).slice(newest);
}

/** A folder's own name among kept files (its lock, its last build's record, what its builds kept). */
export const folderKey = (dir: string) =>
  createHash('sha256').update(resolve(dir)).digest('hex').slice(0, 16);

/**
 * The kinds worth keeping from one deploy to the next (.github/workflows/deploy.yml restores and
 * saves them): each file is named by a hash of what it is made from, so one made from other sources
 * is never used, and a deploy of an unchanged blog encodes and compiles nothing. Not the others: the
 * up-to-date record (CI starts without dist/), downloads kept by address (a deploy fetches a
 * changed remote image again), and the type check's and fontconfig's records of this machine's paths.
 */
export const deployedKinds = [
  'posts',
  'compiler',
  'highlight',
  'photos',
  'photo-headers',
  'cards',
  'icons',
  'font',
  'linaria',
] as const;
