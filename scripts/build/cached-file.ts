import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';

/**
 * A file made once and then read from `dir` (under node_modules/.cache), its
 * name carrying what it was made from: its path (for a tool that loads files)
 * and its contents.
 */
export async function cachedFile(dir: string, name: string, make: () => Promise<Buffer>) {
  const path = resolve(dir, name.replace(/[^\w.-]/g, '_'));
  const hit = await readFile(path).catch(() => null);
  if (hit) return { path, contents: hit };
  const contents = await make();
  await mkdir(dir, { recursive: true });
  // Written whole, then renamed: a build stopped midway leaves no half file to be read as a hit.
  await writeFile(`${path}.part`, contents);
  await rename(`${path}.part`, path);
  return { path, contents };
}
