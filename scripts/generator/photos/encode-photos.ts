import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  extensionOf,
  fallbackFormat,
  focusPoint,
  photoFormats,
  type Photo,
  type PhotoFile,
} from '../../../src/photo-types';
import { keptFile, type KeptFile } from '../state/checked-cache';
import { cachedOutput, type OutputFile } from '../publishing/output-files';
import { PhotoError } from './photo-error';
import type { ProgressOutput } from '../progress';
import { readPhoto, type SourcePhoto } from './read-photo';
import { lastResult } from '../state/last-result';
import { cost, encodeJobs, type Job, type Region } from './encode-job';

/** Bump when the encoder settings (./encode-job.ts) change, so cached files are made again. */
const settingsVersion = 2;

/** A source image to encode: `file` names its outputs, `path` names it to a person, `widths` are the ones wanted. */
export type PhotoSource = {
  key: string;
  file: string;
  path: string;
  widths: number[];
  source: Buffer;
  /** Crop to a square around this point (a CSS object-position) first: the round profile photo. */
  square?: string;
};

export type EncodeOptions = {
  cacheDir: string;
  /** Shows through transparency where a format has no alpha (JPEG): the page's background. */
  background: string;
  progress?: ProgressOutput;
  /** One caller's last sources and result, kept between the dev server's runs (`encodeMemo`). */
  memo?: EncodeMemo;
};

/**
 * One caller's photos encoded last: a dev server's save gives the portfolio's and the posts'
 * pictures again, byte for byte, and they are compared, not read from the cache again (900 files
 * checked against their hashes were a fifth of a save at a thousand posts).
 */
export const encodeMemo = () =>
  lastResult(
    (
      { sources, ...options }: { sources: readonly PhotoSource[]; cacheDir: string; background: string },
      progress?: ProgressOutput,
    ) => encodeEach(sources, { ...options, progress }),
    (last) => ({ ...last, encoded: 0 }),
  );
export type EncodeMemo = ReturnType<typeof encodeMemo>;

/** The largest square around `focus`, as CSS object-position crops it; none for a square photo. */
function squareAround({ width, height }: SourcePhoto, focus: string): Region | undefined {
  if (width === height) return undefined;
  const side = Math.min(width, height);
  const [x, y] = focusPoint(focus) ?? [0.5, 0.5];
  const [left, top] = [Math.round((width - side) * x), Math.round((height - side) * y)];
  return { left, top, width: side, height: side };
}

/**
 * The part of a photo's published name taken from its file: lower-case letters, digits and dashes
 * only, so that "IMG 2041 (1).HEIC" or "été #1.jpg" needs no escaping in a srcset (split at spaces
 * and commas). The content hash beside it keeps names apart.
 */
export const safeStem = (file: string) =>
  file
    .replace(/\.[^./]+$/, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'photo';

/** Every source's header, or every problem among them at once. */
async function readAll(sources: readonly PhotoSource[]): Promise<SourcePhoto[]> {
  const read = await Promise.allSettled(sources.map(({ path, source }) => readPhoto(path, source)));
  const failed = read.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
  const other = failed.find((error) => !(error instanceof PhotoError));
  if (other) throw other;
  if (failed.length > 0) throw new PhotoError(failed.flatMap((error) => (error as PhotoError).photos));
  return read.map((result) => (result as PromiseFulfilledResult<SourcePhoto>).value);
}

/**
 * Encodes each source at its widths in AVIF and WebP, and in JPEG at the largest; the photos come
 * back by key. Encoded files are cached by the hash of their source and settings, so a rebuild with
 * unchanged photos encodes nothing. A large batch is encoded in a process of its own.
 */
export const encodePhotos = (
  sources: readonly PhotoSource[],
  { memo, progress, ...options }: EncodeOptions,
) => (memo ? memo({ sources, ...options }, progress) : encodeEach(sources, { ...options, progress }));

async function encodeEach(
  sources: readonly PhotoSource[],
  { cacheDir, background, progress }: EncodeOptions,
) {
  await mkdir(cacheDir, { recursive: true });
  const read = await readAll(sources);
  const set: Record<string, Photo> = {};
  const planned: (Job & { file: PhotoFile })[] = [];
  sources.forEach(({ key, file, widths: wanted, source, square }, i) => {
    const photo = read[i]!;
    const region = square === undefined ? undefined : squareAround(photo, square);
    const { width, height } = region ?? photo;
    const id = createHash('sha256')
      .update(source)
      .update(`v${settingsVersion}${region ? JSON.stringify(region) : ''}`)
      .digest('hex')
      .slice(0, 12);
    // Each wanted width the photo fills, and its own where it falls short of the largest: an
    // 1800 px photo wanted at 1280, 1920 and 2560 is published at 1280 and 1800, not at 1280 alone.
    const sizes = [...new Set([...wanted.filter((w) => w <= width), Math.min(width, Math.max(...wanted))])];
    const encoded = { width, height, ...Object.fromEntries(photoFormats.map((f) => [f, []])) } as Photo;
    for (const format of photoFormats) {
      // The fallback (JPEG) is only for browsers without WebP (Safari before 14), mostly high-density
      // Apple screens: the largest width serves them, and is the <img>'s own file anyway.
      for (const w of format === fallbackFormat ? sizes.slice(-1) : sizes) {
        const name = `${safeStem(file)}-${w}-${id}.${extensionOf(format)}`;
        const entry = { url: `/assets/photos/${name}`, width: w, bytes: 0 };
        encoded[format].push(entry);
        const work = w * Math.round((w * height) / width) * cost[format];
        planned.push({ name, photo, region, width: w, format, work, file: entry });
      }
    }
    set[key] = encoded;
  });

  // Those encoded before, by reference: copied into dist/, never read.
  const contents = new Map<string, Buffer | KeptFile>();
  await Promise.all(
    planned.map(async ({ name }) => {
      const cached = await keptFile(join(cacheDir, name));
      if (cached) contents.set(name, cached);
    }),
  );
  // Sources can share files (the portfolio's placeholder): each is encoded once.
  const missing = new Map(planned.filter((job) => !contents.has(job.name)).map((job) => [job.name, job]));
  const jobs = [...missing.values()].sort((a, b) => b.work - a.work);
  const bytesOf = new Map(read.map((photo, i) => [photo, sources[i]!.source]));
  if (jobs.length > 0) await encodeJobs(jobs, bytesOf, { cacheDir, background, progress }, contents);

  const files: OutputFile[] = planned.map(({ name, file }) => {
    const made = contents.get(name)!;
    file.bytes = made instanceof Uint8Array ? made.length : made.bytes;
    return cachedOutput(`assets/photos/${name}`, made);
  });
  return { files, photos: set, encoded: jobs.length };
}
