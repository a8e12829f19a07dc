import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OutputFile } from './output-files';

/**
 * Writes the whole site beside `outDir`, then swaps it in, so a build that
 * fails at any point leaves the previous output untouched.
 */
export async function writeDist(outDir: string, files: readonly OutputFile[]): Promise<void> {
  const next = `${outDir}.next`;
  const previous = `${outDir}.previous`;
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
