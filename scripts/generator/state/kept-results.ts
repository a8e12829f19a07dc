import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beyondNewest } from './cache-dir';
import { keptFile, readCachedSync, readTrusted, writeCached, type KeptFile } from './checked-cache';

/** How a kind of result is kept on disk: its folder (./cache-dir.ts), and its value as bytes and back. */
type Disk<T> = {
  dir: string;
  write: (value: T) => Uint8Array | Iterable<string>;
  read: (bytes: Buffer) => T;
  /** How many files the folder keeps, the newest: for results kept by where they go, not what they are. */
  newest?: number;
};

/**
 * The generator's memo of results by key, the key made from what a result is made from: in memory while
 * the memo lives (a builder's runs: the dev server's saves read no file again), and between processes in
 * `disk`'s folder under node_modules/.cache/site (`npm run clean` removes it), each file checked against
 * its hash when read, unless its size and time are those recorded beside the hash (./checked-cache.ts).
 * The key names the file. A failure is not kept. A memo that does not `remember` keeps nothing in memory:
 * `npm run build` runs once, and a thousand posts' compiled bodies held there were 49 MB of its peak.
 */
export function keptResults<T>(disk: Disk<T>, { remember = true } = {}) {
  const memory = new Map<string, T>();
  const hold = (key: string, value: T) => void (remember && memory.set(key, value));
  const byReference = new Map<string, KeptFile>();
  const pathOf = (key: string) => resolve(disk.dir, key.replace(/[^\w.-]/g, '_'));
  const readable = (bytes: Buffer | null) => readKept(disk.read, bytes);
  /** The result kept for `key`, or undefined (for a caller that makes the missing ones together). */
  async function find(key: string): Promise<T | undefined> {
    if (memory.has(key)) return memory.get(key);
    const value = readable(await readTrusted(pathOf(key)));
    if (value !== undefined) hold(key, value);
    return value;
  }
  /** Keeps `value`, made for `key`. */
  async function keep(key: string, value: T): Promise<void> {
    hold(key, value);
    byReference.delete(key);
    await writeCached(pathOf(key), disk.write(value));
    if (!disk.newest) return;
    // Another build's file being written (`.part`) is left to it.
    const files = readdirSync(disk.dir).filter((file) => !/\.(sha256|part)$/.test(file));
    for (const file of beyondNewest(disk.dir, files, disk.newest))
      for (const name of [file, `${file}.sha256`]) rmSync(join(disk.dir, name), { force: true });
  }
  return {
    find,
    /** `find`, for a caller that cannot wait: the result kept for `key`, or undefined. */
    findSync(key: string): T | undefined {
      if (memory.has(key)) return memory.get(key);
      const value = readable(readCachedSync(pathOf(key)));
      if (value !== undefined) hold(key, value);
      return value;
    },
    keep,
    /** The file kept for `key` by reference, its bytes not read (../state/checked-cache.ts), or undefined. */
    async findFile(key: string): Promise<KeptFile | undefined> {
      if (!byReference.has(key)) {
        const kept = await keptFile(pathOf(key));
        if (kept) byReference.set(key, kept);
      }
      return byReference.get(key);
    },
    /** The result for `key`, made by `make` when none is kept. */
    async get(key: string, make: () => Promise<T>): Promise<T> {
      const found = await find(key);
      if (found !== undefined) return found;
      const made = await make();
      await keep(key, made);
      return made;
    },
    /** Forgets, in memory, every key but `used` (their files stay). */
    keepOnly(used: ReadonlySet<string>) {
      for (const key of memory.keys()) if (!used.has(key)) memory.delete(key);
      for (const key of byReference.keys()) if (!used.has(key)) byReference.delete(key);
    },
    pathOf,
  };
}

export type KeptResults<T> = ReturnType<typeof keptResults<T>>;

/** The value of a kept file, or undefined when there is none or it is not one (written by another version). */
export function readKept<T>(read: (bytes: Buffer) => T, bytes: Buffer | null): T | undefined {
  try {
    return bytes ? read(bytes) : undefined;
  } catch {
    return undefined;
  }
}

/** Files kept as they are made (encoded fonts, cards), in `dir`. */
export const keptFiles = (dir: string, options?: { remember?: boolean }) =>
  keptResults<Buffer>({ dir, write: (file) => file, read: (file) => file }, options);

/** `items` as a JSON array, an item a piece, each made as it is written (./checked-cache.ts's writeCached). */
export function* jsonArray<T>(items: Iterable<T>, row: (item: T) => unknown = (item) => item) {
  let separator = '[';
  for (const item of items) {
    yield separator + JSON.stringify(row(item));
    separator = ',';
  }
  yield separator === '[' ? '[]' : ']';
}
