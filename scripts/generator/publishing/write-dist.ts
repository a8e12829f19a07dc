import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OutputFile } from './output-files';

/**
 * Writes the whole site beside `outDir`, then swaps it in, so a build that
 * fails at any point leaves the previous output untouched.
 */
export async function writeDist(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const { next, previous } = scratchDirs(outDir);
  await rm(next, { recursive: true, force: true });
  const paths = new Set<string>();
  for (const file of files) {
    if (paths.has(file.path)) throw new Error(`Two outputs claim ${file.path}`);
    paths.add(file.path);
    const target = join(next, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
  await rm(previous, { recursive: true, force: true });
  await rename(outDir, previous).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(next, outDir);
  await rm(previous, { recursive: true, force: true });
}

const scratchDirs = (outDir: string) => ({ next: `${outDir}.next`, previous: `${outDir}.previous` });

/**
 * Removes the scratch folders a build killed midway left beside `outDir`
 * (never `outDir` itself), and says which. Killed between its two renames, a
 * build leaves no `outDir` but a complete `.previous`: that is put back.
 */
export async function removeLeftovers(outDir: string): Promise<string[]> {
  const { next, previous } = scratchDirs(outDir);
  if (!existsSync(outDir) && existsSync(previous)) await rename(previous, outDir);
  const left = [next, previous].filter((dir) => existsSync(dir));
  await Promise.all(left.map((dir) => rm(dir, { recursive: true, force: true })));
  return left.map((dir) => `${dir}/`);
}
