import { rmSync, renameSync, writeFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';

/**
 * Files written whole: into a name of this writer's own, then renamed over `path`. A build stopped
 * midway leaves no half file, and two builds writing one path at once (two terminals, or the tests'
 * copies, which share node_modules/.cache) never write into, or rename away, each other's file.
 */
let written = 0;
const partName = (path: string) => `${path}.${process.pid}-${++written}.part`;

export async function writeWhole(
  path: string,
  contents: Uint8Array | string | Iterable<string>,
): Promise<void> {
  const part = partName(path);
  try {
    await writeFile(part, contents);
    await rename(part, path);
  } catch (error) {
    await rm(part, { force: true });
    throw error;
  }
}

export function writeWholeSync(path: string, contents: Uint8Array | string): void {
  const part = partName(path);
  try {
    writeFileSync(part, contents);
    renameSync(part, path);
  } catch (error) {
    rmSync(part, { force: true });
    throw error;
  }
}
