import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
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

export async function encode({ photo, region, width, format }: Job, background: string): Promise<Buffer> {
  let image = await photo.open();
  if (region) image = image.extract(region);
  image = image.resize({ width, withoutEnlargement: true });
  if (format === 'jpeg' && photo.hasAlpha) image = image.flatten({ background });
  // Wide-gamut (Display P3) and CMYK photos are converted by their ICC profile to the sRGB browsers assume.
  return formats[format](image.toColourspace('srgb')).toBuffer();
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
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        const contents = await encode(job, background);
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
