import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { OutputFile } from './output-files';

/** Every file under static/, copied as is to the same path in dist/. */
export async function readStatic(dir = 'static'): Promise<OutputFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !entry.name.startsWith('.'));
  return Promise.all(
    files.map(async (entry) => {
      const full = join(entry.parentPath, entry.name);
      return { path: relative(dir, full).split(sep).join('/'), contents: await readFile(full) };
    }),
  );
}
