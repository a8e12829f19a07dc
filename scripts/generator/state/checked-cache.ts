import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, stat } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { writeWhole } from './write-whole';

/**
 * Files kept under node_modules/.cache between builds, each with the hash of
 * its contents beside it (`.sha256`): a file cut short by a full disk, a crash
 * or a hand is found and made again, never published as it is. Beside the hash,
 * the file's size and time when it was last checked: `keptFile` trusts a file
 * that still has both without reading it.
 */
const sumOf = (contents: Uint8Array) => createHash('sha256').update(contents).digest('hex');
const sumLine = (sum: string, { size, mtimeMs }: { size: number; mtimeMs: number }) =>
  `${sum} ${size} ${mtimeMs}`;
/** The hash, size and time a `.sha256` file records (a hash alone, as an older build wrote it). */
function recorded(line: string) {
  const [sum = '', size, mtimeMs] = line.trim().split(' ');
  return { sum, size: Number(size), mtimeMs: Number(mtimeMs) };
}

/** A kept file handed on by its path, size and hash: its bytes are not read (../publishing/output-files.ts). */
export type KeptFile = { file: string; bytes: number; sha256: string };

/**
 * The cached file at `path` by reference, or null as `readCached`. Its size and time as recorded
 * beside its hash: trusted. Otherwise (restored by a deploy's cache, copied, touched, damaged) it is
 * read and checked, and recorded again if whole. A thousand posts' cards and pictures, 1,959 files,
 * took 0.42-0.57 s to read and check at each build.
 */
export async function keptFile(path: string, warn = warnLine): Promise<KeptFile | null> {
  // Read at once, without a promise each: for a thousand posts' 1,959 cards and pictures, 0.25 s of
  // the build's thread with a promise for each file read and stat, 0.11 s so (profiled).
  const line = readOptional(() => readFileSync(`${path}.sha256`, 'utf8'));
  const stats = statSync(path, { throwIfNoEntry: false });
  if (line === null || !stats) return null;
  const { sum, size, mtimeMs } = recorded(line);
  if (size === stats.size && mtimeMs === stats.mtimeMs) return { file: path, bytes: size, sha256: sum };
  const contents = await readCached(path, warn);
  if (!contents) return null;
  await writeWhole(`${path}.sha256`, sumLine(sum, await stat(path)));
  return { file: path, bytes: contents.length, sha256: sum };
}

/**
 * The bytes of the cached file at `path`, or null as `readCached`: not hashed when its size and time
 * are those recorded beside its hash (`keptFile`). A thousand posts' kept pages, 30 MB in 64 files,
 * took 0.16 s to read and hash at each build.
 */
export async function readTrusted(path: string, warn = warnLine): Promise<Buffer | null> {
  const kept = await keptFile(path, warn);
  return kept && readFile(path).catch(() => null);
}

/**
 * The cached file at `path`, or null when there is none or it does not match
 * its hash (then one line through `warn` says so, and the caller makes it again).
 */
export async function readCached(path: string, warn = warnLine): Promise<Buffer | null> {
  const [contents, sum] = await Promise.all([
    readFile(path).catch(() => null),
    readFile(`${path}.sha256`, 'utf8').catch(() => null),
  ]);
  return checked(path, contents, sum, warn);
}

/** `readCached`, for a render that reads a kept post's body as it shows it. */
export function readCachedSync(path: string, warn = warnLine): Buffer | null {
  return checked(
    path,
    readOptional(() => readFileSync(path)),
    readOptional(() => readFileSync(`${path}.sha256`, 'utf8')),
    warn,
  );
}

/** What `load` reads, or null when there is no such file. */
function readOptional<T>(load: () => T): T | null {
  try {
    return load();
  } catch {
    return null;
  }
}

const warnLine = (line: string) => console.warn(line);

function checked(path: string, contents: Buffer | null, sum: string | null, warn: (line: string) => void) {
  if (!contents || sum === null) return null; // not cached, or cached before sums were kept
  if (recorded(sum).sum === sumOf(contents)) return contents;
  warn(
    `${relative(process.cwd(), path)}: the cached copy is damaged (it does not match its hash); making it again.`,
  );
  return null;
}

/**
 * Caches `contents` at `path`: each file written whole under a name of its own, then renamed, the
 * hash last. Two writers of one path (cards drawn at once) never write into each other's file;
 * what they write there is made from the same inputs, so whichever rename comes last is right.
 * Contents given as pieces of text are written piece by piece: one string of a thousand posts' kept
 * pages (25 MB) or posts (37 MB), then its bytes, took a build's peak from 590-660 MB to 750-860 MB.
 */
export async function writeCached(path: string, contents: Uint8Array | Iterable<string>): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const hash = createHash('sha256');
  const hashed = function* (pieces: Iterable<string>) {
    for (const piece of pieces) {
      hash.update(piece);
      yield piece;
    }
  };
  if (contents instanceof Uint8Array) hash.update(contents);
  await writeWhole(path, contents instanceof Uint8Array ? contents : hashed(contents));
  await writeWhole(`${path}.sha256`, sumLine(hash.digest('hex'), await stat(path)));
}
