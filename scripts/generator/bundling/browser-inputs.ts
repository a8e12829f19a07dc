import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { readFile, readdirSync } from '../project-files';
import { isProjectFile } from './transform-cache';

/**
 * What the browser scripts were made from, as this build has it (../project-files.ts): the text of
 * each of the project's files, the names beside each (a new file there can take an import's place),
 * and each package file's size and time. The same key, the same scripts: the bundle's options are
 * the builder's own, and its tools do not change while it runs.
 */
export async function inputsKey(inputs: string[]): Promise<string> {
  const hash = createHash('sha1');
  const folders = new Set<string>();
  for (const input of inputs) {
    hash.update(`${input}\0`);
    if (!isProjectFile(input)) {
      const { size, mtimeMs } = statSync(input, { throwIfNoEntry: false }) ?? { size: -1, mtimeMs: -1 };
      hash.update(`${size} ${mtimeMs}\0`);
      continue;
    }
    folders.add(dirname(input));
    hash.update(await readFile(input).catch(() => Buffer.from('\0missing')));
  }
  for (const folder of [...folders].sort())
    hash.update(`${folder}\0${readdirSync(folder).sort().join('\0')}`);
  return hash.digest('hex');
}
