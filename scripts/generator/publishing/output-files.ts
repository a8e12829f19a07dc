import { createHash } from 'node:crypto';

/** A file of the build's output, by its path inside dist/; a page's with its gzip size as the budgets measure it, kept. */
export type OutputFile = { path: string; contents: Uint8Array | string; gzipAtMost?: () => number };

/** A file's address from the site's root, as the build hands it to the pages: they add the base path. */
export const rootPath = (file: OutputFile) => `/${file.path}`;

export function contentHash(contents: Uint8Array | string): string {
  return createHash('sha256').update(contents).digest('hex').slice(0, 12);
}
