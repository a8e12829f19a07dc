import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { OutputFile } from './output-files';

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
