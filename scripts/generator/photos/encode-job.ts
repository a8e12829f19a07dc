import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { writeCached } from '../state/checked-cache';
import { PhotoError, photoProblem } from './photo-error';
import type { SourcePhoto } from './read-photo';

import type { PhotoFormat as Format } from '../../../src/photo-types';

export type { Format };

/** Each format's encoder: one for each of src/photo-types.ts's formats, or the type check says which is missing. */
export const formats: Record<Format, (image: Sharp) => Sharp> = {
  // Effort 2 encodes about 5x faster than 4 for about 6% more bytes (3 is no smaller than 2).
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72 }),
  jpeg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
};

/** Encoding time per pixel, relative to WebP: weighs the estimate of time left. */
export const cost: Record<Format, number> = { avif: 2, webp: 1, jpeg: 0.8 };

export type Region = { left: number; top: number; width: number; height: number };

/** One file to make: a source photo, maybe cropped, at one width in one format. */
export type Job = {
  name: string;
  photo: SourcePhoto;
  region?: Region;
  width: number;
  format: Format;
  work: number;
};

/** A source photo cut and resized for one width, in sRGB: what each format of that width is encoded from. */
type Pixels = { data: Buffer; info: OutputInfo };

async function resized({ photo, region, width }: Job): Promise<Pixels> {
  let image = await photo.open();
  if (region) image = image.extract(region);
  image = image.resize({ width, withoutEnlargement: true });
  // Wide-gamut (Display P3) and CMYK photos are converted by their ICC profile to the sRGB browsers assume.
  return image.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
}

/** One file of a job: its format, from the pixels of its width. */
async function encode(job: Job, background: string, pixels: Promise<Pixels>): Promise<Buffer> {
  const { data, info } = await pixels;
  const { width, height, channels } = info;
  let image = sharp(data, { raw: { width, height, channels } });
  if (job.format === 'jpeg' && job.photo.hasAlpha) image = image.flatten({ background });
  return formats[job.format](image).toBuffer();
}

/**
 * Makes the jobs one per core at a time, in the order given (largest first, so that no core is left
 * with a big one at the end), caches each file and hands it to `made`. sharp runs each on one thread
 * by default on glibc Linux, and more threads per job barely sped up an AVIF encode: the cores are
 * filled by running jobs side by side. The first failure stops the rest and names its photo.
 */
export async function runJobs(
  jobs: readonly Job[],
  { background, cacheDir }: { background: string; cacheDir: string },
  made: (job: Job, contents: Buffer) => unknown,
): Promise<void> {
  // A photo is decoded and resized once for the formats of one width, not once for each: the
  // formats of one width are queued together (in the order of the largest of them), and their
  // pixels are dropped when the last of them is made. A 48-megapixel photo at one width: 2.3 s of
  // CPU instead of 3.7, the same bytes. Grouped by the photo itself (two sources may share a file
  // name), then by crop and width.
  const bySize = new Map<SourcePhoto, Map<string, Job[]>>();
  for (const job of jobs) {
    const sizes = bySize.get(job.photo) ?? new Map<string, Job[]>();
    const size = `${JSON.stringify(job.region)} ${job.width}`;
    sizes.set(size, [...(sizes.get(size) ?? []), job]);
    bySize.set(job.photo, sizes);
  }
  const groups = [...bySize.values()]
    .flatMap((sizes) => [...sizes.values()])
    .sort((a, b) => b[0]!.work - a[0]!.work);
  const groupOf = new Map(groups.flatMap((group) => group.map((job) => [job, group] as const)));
  const queue = groups.flat();
  const shared = new Map<Job[], { pixels: Promise<Pixels>; left: number }>();
  const pixelsFor = (job: Job) => {
    const group = groupOf.get(job)!;
    const entry =
      shared.get(group) ?? shared.set(group, { pixels: resized(job), left: group.length }).get(group)!;
    if (--entry.left === 0) shared.delete(group);
    return entry.pixels;
  };
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        const contents = await encode(job, background, pixelsFor(job));
        await writeCached(join(cacheDir, job.name), contents);
        await made(job, contents);
      } catch (error) {
        queue.length = 0; // the build fails: start nothing more
        // libvips finds a damaged photo only while decoding it, and names no file.
        throw error instanceof PhotoError ? error : new PhotoError([photoProblem(job.photo.file, error)]);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), jobs.length) }, worker));
}
