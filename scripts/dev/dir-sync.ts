import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { OutputFile } from '../generator/publishing/output-files';
import { byPath, sameFile, writeAll, writeDist } from '../generator/publishing/write-dist';

/**
 * Writes a builder's output again and again (the dev server's, in a folder of its own): the first time whole,
 * as `writeDist` does; after that only the files whose contents changed, and the files no longer built
 * removed. A save of one post writes its page, not a thousand.
 */
export function createDirSync() {
  let written: Map<string, OutputFile> | undefined;
  return async (outDir: string, files: readonly OutputFile[]): Promise<void> => {
    const next = byPath(files);
    if (!written || !existsSync(outDir)) {
      written = undefined;
      await writeDist(outDir, files);
    } else {
      const before = written;
      for (const path of before.keys()) if (!next.has(path)) await rm(join(outDir, path), { force: true });
      await writeAll(
        outDir,
        [...next.values()].filter((file) => !sameFile(before.get(file.path), file)),
      );
    }
    written = next;
  };
}
