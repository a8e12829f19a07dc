import { readdirEntries, readFile, statSync } from '../project-files';
import { join, relative, sep } from 'node:path';
import type { OutputFile } from './output-files';

/**
 * Whether a path under static/ is published: no dot-file or dot-folder (.git, .env, an editor's .swp or
 * .DS_Store) is, but .well-known/ at the top, which hosts serve (security.txt, app links).
 */
export const isPublished = (path: string) =>
  path.split('/').every((part, i) => !part.startsWith('.') || (i === 0 && part === '.well-known'));

/**
 * Every published file under static/, copied as is to the same path in dist/ (a link to a file is copied
 * as the file), except the sources of the photo step: photos/ and the portfolio's pictures named by path
 * (`sources`, relative to `dir`), which reach dist/ encoded.
 */
export async function readStatic(dir = 'static', sources: readonly string[] = []): Promise<OutputFile[]> {
  const encoded = new Set(sources.map((path) => join(dir, path)));
  const files = readdirEntries(dir, true)
    .map((entry) => ({ entry, full: join(entry.parentPath, entry.name) }))
    .filter(({ entry, full }) => entry.isFile() || (!entry.isDirectory() && isLinkToFile(full)))
    .map(({ full }) => ({ full, path: relative(dir, full).split(sep).join('/') }))
    .filter(({ full, path }) => isPublished(path) && !path.startsWith('photos/') && !encoded.has(full));
  return Promise.all(files.map(async ({ full, path }) => ({ path, contents: await readFile(full) })));
}

/** A link whose target is a file; not a broken link, nor one in a loop (ELOOP). */
export function isLinkToFile(path: string): boolean {
  try {
    return statSync(path)!.isFile();
  } catch {
    return false;
  }
}

/** The résumé's link and size, read from the static file it names (checked by ../checks/check-content.ts). */
export function resumeAsset(resume: string | null, files: readonly OutputFile[]) {
  const file = resume && files.find((f) => f.path === resume);
  if (!file) return undefined;
  // Its own name, spaces and all, as a URL path: each part encoded.
  const href = `/${file.path.split('/').map(encodeURIComponent).join('/')}`;
  return { href, bytes: Buffer.byteLength(file.contents) };
}
