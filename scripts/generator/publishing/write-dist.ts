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

/**
 * Writes a builder's output again and again (the dev server's, in a folder of its own): the first
 * time whole, as `writeDist` does; after that only the files whose contents changed, and the files
 * no longer built removed. A save of one post writes its page, not a thousand.
 */
export function createDirSync() {
  let written: Map<string, OutputFile['contents']> | undefined;
  return async (outDir: string, files: readonly OutputFile[]): Promise<void> => {
    const next = new Map<string, OutputFile['contents']>();
    for (const file of files) {
      if (next.has(file.path)) throw new Error(`Two outputs claim ${file.path}`);
      next.set(file.path, file.contents);
    }
    if (!written || !existsSync(outDir)) {
      written = undefined;
      await writeDist(outDir, files);
    } else {
      const before = written;
      for (const path of before.keys()) if (!next.has(path)) await rm(join(outDir, path), { force: true });
      for (const [path, contents] of next) {
        if (sameContents(before.get(path), contents)) continue;
        await mkdir(dirname(join(outDir, path)), { recursive: true });
        await writeFile(join(outDir, path), contents);
      }
    }
    written = next;
  };
}

function sameContents(a: OutputFile['contents'] | undefined, b: OutputFile['contents']): boolean {
  if (a === b) return true;
  if (a === undefined || typeof a === 'string' || typeof b === 'string') return false;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}
