/**
 * The project's files as a build reads them: the disk, with a caller's own files in memory over it
 * (`generate({ files })` in ./generate.ts: a test's edited content, an added post, a removed photo). The
 * build's steps read the project through these instead of node:fs; each build sees its own files, carried
 * through its async calls, so two builds in one process never mix them. Writes (caches, dist/) go to disk.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';

/** Files by their path in the project ('src/content.ts'): text or bytes, or null for a file taken away. */
export type VirtualFiles = Readonly<Record<string, string | Uint8Array | null>>;

/** Virtual files by absolute path. */
export type Overlay = ReadonlyMap<string, Buffer | null>;

const current = new AsyncLocalStorage<Overlay>();
const none: Overlay = new Map();

/** `files` (relative to the working directory) as an overlay. */
export function overlayOf(files: VirtualFiles = {}): Overlay {
  return new Map(
    Object.entries(files).map(([path, contents]) => [
      resolve(path),
      contents === null ? null : Buffer.from(contents as string),
    ]),
  );
}

/** Runs `work` (and every async call it makes) with `overlay` over the disk. */
export const withOverlay = <T>(overlay: Overlay, work: () => T): T => current.run(overlay, work);

/** The overlay of the build under way (esbuild's plugins run outside its async context: they are handed it). */
const currentOverlay = (): Overlay => current.getStore() ?? none;

type Encoding = BufferEncoding;

/** node:fs as CommonJS code sees it: the object whose functions a package calls at each read. */
const nodeFs = createRequire(import.meta.url)('node:fs') as typeof fs;
const linariaReads = new AsyncLocalStorage<Overlay>();
let readsPatched = false;

/**
 * Runs `work` with node:fs's readFileSync reading `overlay`'s files over the disk's, inside `work`'s async
 * calls only: for Linaria, which reads the modules a style evaluates itself (a theme edited in memory would
 * otherwise be styled as the disk has it). Everywhere else, readFileSync is node:fs's own.
 */
export function withReadsFrom<T>(overlay: Overlay, work: () => T): T {
  if (overlay.size === 0) return work();
  if (!readsPatched) {
    readsPatched = true;
    const own = nodeFs.readFileSync;
    nodeFs.readFileSync = function (this: unknown, path: unknown, options?: unknown) {
      const file = typeof path === 'string' ? linariaReads.getStore()?.get(resolve(path)) : undefined;
      if (file === null) throw missing(path as string);
      if (file === undefined) return (own as (...args: unknown[]) => unknown).apply(this, [path, options]);
      const encoding = typeof options === 'string' ? options : (options as { encoding?: string })?.encoding;
      return encoding ? file.toString(encoding as Encoding) : file;
    } as typeof nodeFs.readFileSync;
  }
  return linariaReads.run(overlay, work);
}

const virtual = (path: string, overlay = currentOverlay()) => overlay.get(resolve(path));
const missing = (path: string) =>
  Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT', path });

/** A virtual file's contents, undefined when the disk's is read. */
function inMemory(path: string, encoding?: Encoding): Buffer | string | undefined {
  const file = virtual(path);
  if (file === null) throw missing(path);
  return file && (encoding ? file.toString(encoding) : file);
}

export function readFileSync(path: string): Buffer;
export function readFileSync(path: string, encoding: Encoding): string;
export function readFileSync(path: string, encoding?: Encoding): Buffer | string {
  return inMemory(path, encoding) ?? (encoding ? fs.readFileSync(path, encoding) : fs.readFileSync(path));
}

export async function readFile(path: string): Promise<Buffer>;
export async function readFile(path: string, encoding: Encoding): Promise<string>;
export async function readFile(path: string, encoding?: Encoding): Promise<Buffer | string> {
  return inMemory(path, encoding) ?? (encoding ? fsp.readFile(path, encoding) : fsp.readFile(path));
}

/** Virtual files under `dir`, by their path relative to it. */
function virtualUnder(dir: string, overlay = currentOverlay()): Map<string, Buffer | null> {
  const root = resolve(dir) + sep;
  const found = new Map<string, Buffer | null>();
  for (const [path, contents] of overlay)
    if (path.startsWith(root)) found.set(path.slice(root.length), contents);
  return found;
}

export type Stats = Pick<fs.Stats, 'size' | 'mtimeMs'> & { isFile(): boolean; isDirectory(): boolean };

/**
 * A virtual file's time stands for its contents (a negative number no file on disk has): a step that
 * skips a file of the same size and time (the posts' reader) reads it again when its text changed.
 */
const fileStats = (contents: Buffer): Stats => ({
  size: contents.length,
  mtimeMs: -createHash('sha1').update(contents).digest().readUIntBE(0, 6),
  isFile: () => true,
  isDirectory: () => false,
});
const dirStats: Stats = { size: 0, mtimeMs: 0, isFile: () => false, isDirectory: () => true };

export function statSync(path: string, options?: { throwIfNoEntry: false }): Stats | undefined {
  const file = virtual(path);
  if (file) return fileStats(file);
  if (file !== null) {
    const onDisk = fs.statSync(path, { throwIfNoEntry: false });
    if (onDisk) return onDisk;
    if ([...virtualUnder(path).values()].some(Boolean)) return dirStats;
  }
  if (options?.throwIfNoEntry === false) return undefined;
  throw missing(path);
}

export const stat = async (path: string): Promise<Stats> => statSync(path)!;

export const existsSync = (path: string): boolean => statSync(path, { throwIfNoEntry: false }) !== undefined;

/** A directory entry, as node:fs's `Dirent` gives the fields the build reads. */
export type Entry = { name: string; parentPath: string; isFile(): boolean; isDirectory(): boolean };

/**
 * The entries of `dir` (all below it when `recursive`), the disk's and the virtual files', less the
 * files taken away. Links are listed as the disk lists them (not followed): `isFile()` is false.
 */
export function readdirEntries(dir: string, recursive = false): Entry[] {
  const overlay = virtualUnder(dir);
  // No virtual file under it: the disk's entries, or its error for a folder that is not there.
  if (overlay.size === 0) return fs.readdirSync(dir, { withFileTypes: true, recursive });
  const onDisk = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true, recursive }) : [];
  const entries = new Map<string, Entry>();
  for (const entry of onDisk) entries.set(join(entry.parentPath, entry.name), entry);
  const add = (path: string, parentPath: string, file: boolean) =>
    entries.set(path, { name: basename(path), parentPath, isFile: () => file, isDirectory: () => !file });
  for (const [path, contents] of overlay) {
    const full = join(dir, path);
    if (contents === null) entries.delete(full);
    else if (!recursive && path.includes(sep)) add(join(dir, path.split(sep)[0]!), dir, false);
    else {
      add(full, dirname(full), true);
      // Folders a virtual file makes that the disk has not.
      let parent = dirname(full);
      for (; recursive && relative(dir, parent) !== '' && !entries.has(parent); parent = dirname(parent))
        add(parent, dirname(parent), false);
    }
  }
  return [...entries.values()];
}

/** The names of `dir`'s entries (paths relative to it when `recursive`), as readdirSync gives them. */
export const readdirSync = (dir: string, recursive = false): string[] =>
  readdirEntries(dir, recursive).map((entry) => relative(dir, join(entry.parentPath, entry.name)));
