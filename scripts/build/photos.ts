import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Renderer } from './bundle-renderer';
import type { Photo, PhotoFile, PhotoSet } from '../../src/photo-types';
import { contentHash, type OutputFile } from './output-files';
import { startProgress, type ProgressOutput } from './progress';

/** The widths each photo is encoded at; the browser picks by viewport and pixel density. */
const widths: Record<keyof PhotoSet, number[]> = {
  mobilePortrait: [390, 640, 828],
  mobileLandscape: [844, 1280, 1792],
  tablet: [800, 1200, 1600],
  desktop: [1280, 1920, 2560],
  profile: [240, 480],
};

/** The portfolio's pictures: the article column is at most 854 CSS px (src/screens/PortfolioItem.tsx). */
export const portfolioWidths = [480, 800, 1200, 1800];

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

export type PhotoOptions = {
  staticDir?: string;
  cacheDir?: string;
  /** Where to report encoding that takes more than a second; nothing is said without it. */
  progress?: ProgressOutput;
  /** One builder's last result, kept between its builds. */
  memo?: PhotoMemo;
};

type Encoded = { files: OutputFile[]; set: PhotoSet; encoded: number };
/** The photos a builder encoded last, by their sources: a dev rebuild with the same photos reads nothing. */
export type PhotoMemo = { key?: string; result?: Encoded };

/**
 * Encodes every photo of the content at each width in AVIF and WebP, and in
 * JPEG at the largest width. Encoded files are cached by the hash of their
 * source and settings, so a rebuild with unchanged photos encodes nothing.
 */
export async function buildPhotos(
  photos: Renderer['content']['photos'],
  {
    staticDir = 'static',
    cacheDir = 'node_modules/.cache/site-photos',
    progress,
    memo = {},
  }: PhotoOptions = {},
): Promise<Encoded> {
  const named = { ...photos.landing, profile: photos.profile };
  const sources = await Promise.all(
    Object.entries(named).map(async ([key, { file }]) => ({
      key,
      file,
      widths: widths[key as keyof PhotoSet],
      source: await readFile(join(staticDir, 'photos', file)),
    })),
  );
  const key = JSON.stringify(sources.map((s) => [s.key, s.file, contentHash(s.source)]));
  if (memo.key === key && memo.result) return { ...memo.result, encoded: 0 };
  const { photos: set, ...rest } = await encodePhotos(sources, cacheDir, progress);
  memo.result = { ...rest, set: set as PhotoSet };
  memo.key = key;
  return memo.result;
}

/** A source image to encode: `file` names its outputs, `widths` are the ones wanted. */
export type PhotoSource = { key: string; file: string; widths: number[]; source: Buffer };

type Job = { name: string; source: Buffer; width: number; format: Format; work: number };

/** Encodes each source at its widths (see buildPhotos); the photos come back by key. */
export async function encodePhotos(
  sources: readonly PhotoSource[],
  cacheDir: string,
  progress?: ProgressOutput,
) {
  await mkdir(cacheDir, { recursive: true });
  const set: Record<string, Photo> = {};
  const planned: (Job & { file: PhotoFile })[] = [];
  for (const { key, file, widths: wanted, source } of sources) {
    const meta = await sharp(source).metadata();
    if (!meta.width || !meta.height) throw new Error(`${file}: not a readable image`);
    const hash = createHash('sha256').update(source).update(`v${settingsVersion}`).digest('hex').slice(0, 12);
    const usable = wanted.filter((w) => w <= meta.width!);
    const sizes = usable.length > 0 ? usable : [meta.width];
    const stem = file.replace(/\.[^.]+$/, '');
    const photo: Photo = { width: meta.width, height: meta.height, avif: [], webp: [], jpeg: [] };
    for (const format of Object.keys(formats) as Format[]) {
      for (const width of widthsOf(format, sizes)) {
        const name = `${stem}-${width}-${hash}.${format === 'jpeg' ? 'jpg' : format}`;
        const entry = { url: `/assets/photos/${name}`, width, bytes: 0 };
        photo[format].push(entry);
        const work = width * Math.round((width * meta.height) / meta.width) * cost[format];
        planned.push({ name, source, width, format, work, file: entry });
      }
    }
    set[key] = photo;
  }

  const contents = new Map<string, Buffer>();
  await Promise.all(
    planned.map(async ({ name }) => {
      const cached = await readFile(join(cacheDir, name)).catch(() => null);
      if (cached) contents.set(name, cached);
    }),
  );
  // Sources can share files (the portfolio's placeholder): each is encoded once.
  const missing = new Map(planned.filter((job) => !contents.has(job.name)).map((job) => [job.name, job]));
  const jobs = [...missing.values()].sort((a, b) => b.work - a.work);
  await encodeAll(jobs, cacheDir, contents, progress);

  const files: OutputFile[] = planned.map(({ name, file }) => {
    file.bytes = contents.get(name)!.length;
    return { path: `assets/photos/${name}`, contents: contents.get(name)! };
  });
  return { files, photos: set, encoded: jobs.length };
}

/**
 * Encodes the jobs one per core at a time, largest first so that no core is
 * left with a big one at the end. sharp runs each on one thread by default on
 * glibc Linux, and more threads per job barely sped up an AVIF encode: the
 * cores are filled by running jobs side by side.
 */
async function encodeAll(jobs: Job[], cacheDir: string, into: Map<string, Buffer>, output?: ProgressOutput) {
  if (jobs.length === 0) return;
  const total = jobs.reduce((sum, job) => sum + job.work, 0);
  const progress = output && startProgress('Encoding photos', jobs.length, total, output);
  const queue = [...jobs];
  const worker = async () => {
    try {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const image = sharp(job.source).resize({ width: job.width, withoutEnlargement: true });
        const fresh = await formats[job.format](image).toBuffer();
        await writeFile(join(cacheDir, job.name), fresh);
        into.set(job.name, fresh);
        progress?.step(job.work);
      }
    } catch (error) {
      queue.length = 0; // the build fails: start nothing more
      throw error;
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, worker));
  } finally {
    progress?.finish();
  }
}
