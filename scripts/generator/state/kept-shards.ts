import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { beyondNewest } from './cache-dir';
import { readTrusted, writeCached } from './checked-cache';
import { readKept } from './kept-results';

/** A kept map and the key of what its values were made from. */
export type Keyed<V> = { key: string; entries: Map<string, V> };

/** How a shard is kept on disk: its folder's parent (./cache-dir.ts), a shard as bytes and back. */
type Disk<V> = {
  dir: string;
  write: (shard: Keyed<V>) => Iterable<string>;
  read: (bytes: Buffer) => Keyed<V>;
  /** How many slots (a folder each: one per output folder built) the folder keeps, the newest. */
  newest: number;
};

/** Shards a map is kept in: a few edited entries of a thousand rewrite a few files, not all. */
const shards = 64;
const shardOf = (name: string) =>
  parseInt(createHash('sha1').update(name).digest('hex').slice(0, 4), 16) % shards;

/**
 * A map of many values kept between processes in `shards` files, each checked against its hash when
 * read unless its size and time are as recorded (./checked-cache.ts), so that a run which changed a few entries writes only their shards. A
 * thousand posts' pages kept in one file (25 MB) took 0.5 s to write again after one post's edit.
 * A shard written for another key, or unreadable, is not read: its entries are made again.
 */
export function keptShards<V>(disk: Disk<V>) {
  const slotDir = (slot: string) => join(disk.dir, slot.replace(/\.json$/, ''));
  return {
    /** The entries kept in `slot` for `key`. */
    async load(slot: string, key: string): Promise<Map<string, V>> {
      const found = await Promise.all(
        Array.from({ length: shards }, (_, i) => readTrusted(join(slotDir(slot), `${i}.json`))),
      );
      const entries = new Map<string, V>();
      for (const bytes of found) {
        const shard = readKept(disk.read, bytes);
        if (shard?.key === key) for (const [name, value] of shard.entries) entries.set(name, value);
      }
      return entries;
    },
    /** Keeps in `slot` the shards of `changed` (the names of the entries made or changed since loaded). */
    async save(slot: string, { key, entries }: Keyed<V>, changed: Iterable<string>): Promise<void> {
      const dirty = new Set([...changed].map(shardOf));
      if (dirty.size === 0) return;
      const byShard = new Map([...dirty].map((i) => [i, new Map<string, V>()]));
      for (const [name, value] of entries) byShard.get(shardOf(name))?.set(name, value);
      mkdirSync(slotDir(slot), { recursive: true });
      for (const [i, shard] of byShard)
        await writeCached(join(slotDir(slot), `${i}.json`), disk.write({ key, entries: shard }));
      removeOldSlots(disk.dir, disk.newest);
    },
  };
}

/**
 * Removes all but the `newest` slots (a slot's folder changes time as a shard is renamed into it), and
 * the files an older version of the build kept a slot in, whole.
 */
function removeOldSlots(dir: string, newest: number) {
  const entries = readdirSync(dir, { withFileTypes: true });
  for (const entry of entries.filter((entry) => !entry.isDirectory()))
    rmSync(join(dir, entry.name), { force: true });
  const slots = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  for (const name of beyondNewest(dir, slots, newest))
    rmSync(join(dir, name), { recursive: true, force: true });
}
