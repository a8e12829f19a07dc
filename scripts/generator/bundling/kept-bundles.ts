import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { BuildResult, Metafile } from 'esbuild';
import { join } from 'node:path';
import { beyondNewest, folderKey, keptDir } from '../state/cache-dir';
import { writeWholeSync } from '../state/write-whole';
import { toolchainHash } from '../writing/toolchain-hash';
import { inputsKey } from './bundle-browser';

const dir = keptDir('bundles');

/** The code that makes the bundles from their files: a change to it makes them again. */
const ownFiles = [
  './bundle-browser.ts',
  './bundle-renderer.ts',
  './bundlers.ts',
  './esbuild-shared.ts',
  './kept-bundles.ts',
  './linaria.ts',
  './style-values.ts',
  './transform-cache.ts',
  './transform-store.ts',
  '../writing/posts-plugin.ts',
  './languages-plugin.ts',
  '../checks/site-env.ts',
].map((file) => new URL(file, import.meta.url).pathname);

/** A bundle made: what it was made from (`inputs`, their `key`, the generated `module` it was given) and `made`. */
export type Made<T> = { inputs: string[]; key: string; module: string; made: T };
type Kept<T> = Made<T> & { identity: string };

/**
 * The renderer's and the browser's bundles on disk, for the next process (`npm run build` after an
 * edit of a post's text, which changes none of their files): each is used while the files it was made
 * from read the same (./bundle-browser.ts `inputsKey`), with the same options (`options`: the mode,
 * the site's variables), tools and generated module (`site:writing`). Bundling them was 0.5-0.7 s of
 * an edit's build.
 */
export function keptBundles(options: unknown) {
  const identity = sha1(
    JSON.stringify(options) + toolchainHash() + ownFiles.map((file) => sha1(readFileSync(file))).join(),
  );
  // A file per project folder: the tests' copies and builds of other folders never replace each other's.
  const path = (kind: string) => join(dir, `${kind}-${folderKey('.')}.json`);
  return {
    /** The `kind` bundle kept, if made from these files, options and `module`. */
    async read<T>(kind: string, module = ''): Promise<Made<T> | undefined> {
      let kept: Kept<T>;
      try {
        kept = JSON.parse(readFileSync(path(kind), 'utf8')) as Kept<T>;
      } catch {
        return undefined;
      }
      const same = kept.identity === identity && kept.module === module;
      return same && Array.isArray(kept.inputs) && (await inputsKey(kept.inputs)) === kept.key
        ? kept
        : undefined;
    },
    /**
     * `made`, the `kind` bundle made from `inputs` (and `module`), kept in place of the one before;
     * not if one of its files changed on disk since the bundling began (`since`): the bundle may
     * hold its text of before, and the key would be that of after.
     */
    async write<T>(kind: string, inputs: string[], made: T, since: number, module = ''): Promise<Made<T>> {
      const kept: Kept<T> = {
        identity,
        inputs,
        key: await inputsKey(inputs),
        module,
        made,
      };
      if (changedSince(inputs, since)) return { ...kept, key: 'changed while bundled' };
      mkdirSync(dir, { recursive: true });
      writeWholeSync(path(kind), JSON.stringify(kept));
      // The newest 16: the bundles of folders long gone (the tests' copies) go.
      const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
      for (const name of beyondNewest(dir, files, 16)) rmSync(join(dir, name), { force: true });
      return kept;
    },
  };
}

/** The files of the project a bundle was made from, as its metafile names them (not the plugins' modules). */
export const filesOf = (result: BuildResult) =>
  Object.keys((result.metafile as Metafile).inputs).filter((input) => !input.includes(':'));

/**
 * Every script of src/, besides those a bundle names: the modules a style reads are evaluated by
 * Linaria, and those only its styles import are gone from the code esbuild bundles.
 */
export const sourceFiles = () =>
  readdirSync('src', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(tsx?|jsx?|json|css)$/.test(file))
    .map((file) => join('src', file));

/** Whether a file of `inputs` was written at `since` or after (a file's time may trail the clock by a tick). */
const changedSince = (inputs: string[], since: number) =>
  inputs.some((input) => (statSync(input, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since - 50);

const sha1 = (data: string | Buffer) => createHash('sha1').update(data).digest('hex');
