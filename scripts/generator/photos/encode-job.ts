import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { OutputInfo, Sharp } from 'sharp';
import { loadSharp } from './load-sharp';
import type { PhotoFormat as Format } from '../../../src/photo-types';
import { writeCached } from '../state/checked-cache';
import { PhotoError, photoProblem } from './photo-error';
import { inOwnProcess, worthAProcessFrom } from '../other-cores';
import { startProgress, type ProgressOutput } from '../progress';
import type { SourcePhoto } from './read-photo';
import type { KeptFile } from '../state/checked-cache';

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
async function resized({ photo, region, width }: Job): Promise<{ data: Buffer; info: OutputInfo }> {
  let image = await photo.open();
  if (region) image = image.extract(region);
  image = image.resize({ width, withoutEnlargement: true });
  // Wide-gamut (Display P3) and CMYK photos are converted by their ICC profile to the sRGB browsers assume.
  return image.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
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
  // A photo is decoded and resized once for the formats of one width, not once for each: the formats of one
  // width are queued together (in the order of the largest of them), and their pixels are dropped when the
  // last of them is made. A 48-megapixel photo at one width: 2.3 s of CPU instead of 3.7, the same bytes.
  // Grouped by the photo itself (two sources may share a file name), then by crop and width.
  const bySize = new Map<SourcePhoto, Map<string, Job[]>>();
  for (const job of jobs) {
    const sizes = bySize.get(job.photo) ?? bySize.set(job.photo, new Map()).get(job.photo)!;
    const size = `${JSON.stringify(job.region)} ${job.width}`;
    sizes.set(size, [...(sizes.get(size) ?? []), job]);
  }
  const queue = [...bySize.values()]
    .flatMap((sizes) => [...sizes.values()])
    .sort((a, b) => b[0]!.work - a[0]!.work)
    .flatMap((group) => {
      const shared: { pixels?: ReturnType<typeof resized>; left: number } = { left: group.length };
      return group.map((job) => ({ job, shared }));
    });
  const encode = async ({ job, shared }: (typeof queue)[number]) => {
    const pixels = (shared.pixels ??= resized(job));
    if (--shared.left === 0) delete shared.pixels;
    const { data, info } = await pixels;
    let image = (await loadSharp())(data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
    });
    if (job.format === 'jpeg' && job.photo.hasAlpha) image = image.flatten({ background });
    return formats[job.format](image).toBuffer();
  };
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { job } = next;
      try {
        const contents = await encode(next);
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

/**
 * Makes the jobs' files with `runJobs`, each into `into` by its name: a large batch in a process
 * of the generator's pool (../other-cores.ts), its sources sent once each.
 */
export async function encodeJobs(
  jobs: readonly Job[],
  bytesOf: ReadonlyMap<SourcePhoto, Buffer>,
  { cacheDir, background, progress }: { cacheDir: string; background: string; progress?: ProgressOutput },
  into: Map<string, Buffer | KeptFile>,
): Promise<void> {
  const total = jobs.reduce((sum, job) => sum + job.work, 0);
  const shown = progress && startProgress('Encoding photos', jobs.length, total, progress);
  const work = new Map(jobs.map((job) => [job.name, job.work]));
  const made = (name: string, contents: Buffer) => {
    into.set(name, contents);
    shown?.step(work.get(name)!);
  };
  try {
    if (jobs.length < worthAProcessFrom)
      return await runJobs(jobs, { cacheDir, background }, (job, contents) => made(job.name, contents));
    const photos = [...new Set(jobs.map((job) => job.photo))];
    const batch = {
      sources: photos.map((photo) => ({ file: photo.file, bytes: bytesOf.get(photo)! })),
      jobs: jobs.map(({ photo, ...job }) => ({ ...job, source: photos.indexOf(photo) })),
      background,
      cacheDir,
    };
    await inOwnProcess('encodePhotos', batch, ({ name, contents }) =>
      made(name, Buffer.from(contents.buffer, contents.byteOffset, contents.length)),
    );
  } finally {
    shown?.finish();
  }
}
