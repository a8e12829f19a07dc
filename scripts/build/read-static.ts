import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { rootPath, type OutputFile } from './output-files';

/** Every file under static/, copied as is to the same path in dist/; photos/ holds sources for the photo step. */
export async function readStatic(dir = 'static'): Promise<OutputFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const photos = join(dir, 'photos');
  const files = entries.filter(
    (entry) => entry.isFile() && !entry.name.startsWith('.') && !entry.parentPath.startsWith(photos),
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
