import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import { focusPoint, type Photo, type PhotoFile } from '../../../src/photo-types';
import { readCached, writeCached } from '../state/checked-cache';
import type { OutputFile } from '../publishing/output-files';
import { PhotoError, photoProblem, type PhotoProblem } from './photo-error';
import { startProgress, type ProgressOutput } from '../progress';
import { readPhoto, type SourcePhoto } from './read-photo';
import { remembered, type PhotoMemoOf } from './encode-memo';

type Format = 'avif' | 'webp' | 'jpeg';

const formats: Record<Format, (image: Sharp) => Sharp> = {
  // Effort 2 encodes about 5x faster than 4 for about 6% more bytes (3 is no smaller than 2).
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
};

/** Encoding time per pixel, relative to WebP: weighs the estimate of time left. */
const cost: Record<Format, number> = { avif: 2, webp: 1, jpeg: 0.8 };

/**
 * JPEG is only for browsers without WebP (Safari before 14), mostly high-density
 * Apple screens: the largest width serves them, and is the <img> fallback anyway.
 */
const widthsOf = (format: Format, sizes: number[]) => (format === 'jpeg' ? sizes.slice(-1) : sizes);

/** Bump when the encoder settings above change, so cached files are made again. */
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
  /** One caller's last sources and result, kept between the dev server's runs (./encode-memo.ts). */
  memo?: EncodeMemo;
};
export type EncodeMemo = PhotoMemoOf<Awaited<ReturnType<typeof encodeEach>>>;

type Region = { left: number; top: number; width: number; height: number };
type Job = { name: string; photo: SourcePhoto; region?: Region; width: number; format: Format; work: number };

/** The largest square around `focus`, as CSS object-position crops it; none for a square photo. */
function squareAround({ width, height }: SourcePhoto, focus: string): Region | undefined {
  if (width === height) return undefined;
  const side = Math.min(width, height);
  const [x, y] = focusPoint(focus) ?? [0.5, 0.5];
  return {
    left: Math.round((width - side) * x),
    top: Math.round((height - side) * y),
    width: side,
    height: side,
  };
}

/**
 * The part of a photo's published name taken from its file: lower-case letters,
 * digits and dashes only, so that a phone's "IMG 2041 (1).HEIC" or "été #1.jpg"
 * gives an address that needs no escaping in a srcset (whose candidates are
 * split at spaces and commas). The content hash beside it keeps names apart.
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
  const problems: PhotoProblem[] = [];
  for (const result of read) {
    if (result.status === 'fulfilled') continue;
    if (!(result.reason instanceof PhotoError)) throw result.reason;
    problems.push(...result.reason.photos);
  }
  if (problems.length > 0) throw new PhotoError(problems);
  return read.map((result) => (result as PromiseFulfilledResult<SourcePhoto>).value);
}

/**
 * Encodes each source at its widths in AVIF and WebP, and in JPEG at the
 * largest; the photos come back by key. Encoded files are cached by the hash
 * of their source and settings, so a rebuild with unchanged photos encodes nothing.
 */
export const encodePhotos = (sources: readonly PhotoSource[], options: EncodeOptions) =>
  remembered(options.memo, sources, `${options.cacheDir} ${options.background}`, {
    make: () => encodeEach(sources, options),
    again: (last) => ({ ...last, encoded: 0 }),
  });

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
    const hash = createHash('sha256').update(source).update(`v${settingsVersion}`);
    if (region) hash.update(JSON.stringify(region));
    const id = hash.digest('hex').slice(0, 12);
    const usable = wanted.filter((w) => w <= width);
    const sizes = usable.length > 0 ? usable : [width];
    const stem = safeStem(file);
    const encoded: Photo = { width, height, avif: [], webp: [], jpeg: [] };
    for (const format of Object.keys(formats) as Format[]) {
      for (const w of widthsOf(format, sizes)) {
        const name = `${stem}-${w}-${id}.${format === 'jpeg' ? 'jpg' : format}`;
        const entry = { url: `/assets/photos/${name}`, width: w, bytes: 0 };
        encoded[format].push(entry);
        const work = w * Math.round((w * height) / width) * cost[format];
        planned.push({ name, photo, region, width: w, format, work, file: entry });
      }
    }
    set[key] = encoded;
  });

  const contents = new Map<string, Buffer>();
  await Promise.all(
    planned.map(async ({ name }) => {
      const cached = await readCached(join(cacheDir, name));
      if (cached) contents.set(name, cached);
    }),
  );
  // Sources can share files (the portfolio's placeholder): each is encoded once.
  const missing = new Map(planned.filter((job) => !contents.has(job.name)).map((job) => [job.name, job]));
  const jobs = [...missing.values()].sort((a, b) => b.work - a.work);
  await encodeAll(jobs, { cacheDir, background, progress }, contents);

  const files: OutputFile[] = planned.map(({ name, file }) => {
    file.bytes = contents.get(name)!.length;
    return { path: `assets/photos/${name}`, contents: contents.get(name)! };
  });
  return { files, photos: set, encoded: jobs.length };
}

async function encode({ photo, region, width, format }: Job, background: string): Promise<Buffer> {
  let image = await photo.open();
  if (region) image = image.extract(region);
  image = image.resize({ width, withoutEnlargement: true });
  if (format === 'jpeg' && photo.hasAlpha) image = image.flatten({ background });
  // Wide-gamut (Display P3) and CMYK photos are converted by their ICC profile to the sRGB browsers assume.
  return formats[format](image.toColourspace('srgb')).toBuffer();
}

/**
 * Encodes the jobs one per core at a time, largest first so that no core is
 * left with a big one at the end. sharp runs each on one thread by default on
 * glibc Linux, and more threads per job barely sped up an AVIF encode: the
 * cores are filled by running jobs side by side.
 */
async function encodeAll(jobs: Job[], options: EncodeOptions, into: Map<string, Buffer>) {
  if (jobs.length === 0) return;
  const total = jobs.reduce((sum, job) => sum + job.work, 0);
  const progress = options.progress && startProgress('Encoding photos', jobs.length, total, options.progress);
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        const fresh = await encode(job, options.background);
        await writeCached(join(options.cacheDir, job.name), fresh);
        into.set(job.name, fresh);
        progress?.step(job.work);
      } catch (error) {
        queue.length = 0; // the build fails: start nothing more
        // libvips finds a damaged photo only while decoding it, and names no file.
        throw error instanceof PhotoError ? error : new PhotoError([photoProblem(job.photo.file, error)]);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, worker));
  } finally {
    progress?.finish();
  }
}
