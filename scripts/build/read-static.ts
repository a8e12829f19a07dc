import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { rootPath, type OutputFile } from './output-files';

/**
 * Every file under static/, copied as is to the same path in dist/, except the
 * sources of the photo step: photos/ and the portfolio's pictures named by path
 * (`sources`, relative to `dir`), which reach dist/ encoded.
 */
export async function readStatic(dir = 'static', sources: readonly string[] = []): Promise<OutputFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const photos = join(dir, 'photos');
  const encoded = new Set(sources.map((path) => join(dir, path)));
  const files = entries.filter(
    (entry) =>
      entry.isFile() &&
      !entry.name.startsWith('.') &&
      !entry.parentPath.startsWith(photos) &&
      !encoded.has(join(entry.parentPath, entry.name)),
  );
  return Promise.all(
    files.map(async (entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: relative(dir, full).split(sep).join('/'), contents: await readFile(full) };
    }),
  );
}

/** The résumé's link and size, read from the static file it names (checked by ./check-content.ts). */
export function resumeAsset(resume: string | null, files: readonly OutputFile[]) {
  const file = resume && files.find((f) => f.path === resume);
  if (!file) return undefined;
  const bytes =
    typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.byteLength;
  return { href: rootPath(file), bytes };
}
