import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { KeptFile } from '../state/checked-cache';
import type { PageFacts } from '../pages/page-facts';

/**
 * A file of the build's output, by its path inside dist/; a page's with its gzip size as the budgets
 * measure it, kept; one from the cache (`kept`) is copied from there, its contents read only if asked.
 */
export type OutputFile = {
  path: string;
  contents: Uint8Array | string;
  gzipAtMost?: () => number;
  kept?: KeptFile;
  /** Its contents' SHA-256, when known without reading them (a page's, ../pages/page-facts.ts). */
  sha256?: string;
  /** A page's facts (../pages/page-facts.ts). */
  facts?: PageFacts;
};

/**
 * A file of the cache as a file of the output at `path`: one just made, in memory, or one kept, by
 * reference (../state/checked-cache.ts).
 */
export function cachedOutput(path: string, made: Uint8Array | KeptFile): OutputFile {
  if (made instanceof Uint8Array) return { path, contents: made };
  const kept = made;
  let contents: Buffer | undefined;
  return {
    path,
    kept,
    get contents() {
      return (contents ??= readFileSync(kept.file));
    },
  };
}

const hashes = new WeakMap<OutputFile, string>();
/** The SHA-256 of a file's contents, worked out once (dist/'s writing and its record both need it). */
export function sha256Of(file: OutputFile): string {
  let hash = file.sha256 ?? file.kept?.sha256 ?? hashes.get(file);
  if (hash === undefined) hashes.set(file, (hash = createHash('sha256').update(file.contents).digest('hex')));
  return hash;
}

/** A file's address from the site's root, as the build hands it to the pages: they add the base path. */
export const rootPath = (file: OutputFile) => `/${file.path}`;

export function contentHash(contents: Uint8Array | string): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 12);
}
