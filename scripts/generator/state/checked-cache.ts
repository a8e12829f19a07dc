import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { writeWhole } from './write-whole';

/**
 * Files kept under node_modules/.cache between builds, each with the hash of
 * its contents beside it (`.sha256`): a file cut short by a full disk, a crash
 * or a hand is found and made again, never published as it is.
 */
const sumOf = (contents: Uint8Array) => createHash('sha256').update(contents).digest('hex');

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
  const read = <T>(load: () => T) => {
    try {
      return load();
    } catch {
      return null;
    }
  };
  return checked(
    path,
    read(() => readFileSync(path)),
    read(() => readFileSync(`${path}.sha256`, 'utf8')),
    warn,
  );
}

const warnLine = (line: string) => console.warn(line);

function checked(path: string, contents: Buffer | null, sum: string | null, warn: (line: string) => void) {
  if (!contents || sum === null) return null; // not cached, or cached before sums were kept
  if (sum.trim() === sumOf(contents)) return contents;
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
  await writeWhole(`${path}.sha256`, hash.digest('hex'));
}
