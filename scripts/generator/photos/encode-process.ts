import { runJobs, type Job } from './encode-job';
import type { SourcePhoto } from './read-photo';
import { startProgress, type ProgressOutput } from '../progress';
import { inOwnProcess, worthAProcessFrom } from '../other-cores';

type Options = { cacheDir: string; background: string; progress?: ProgressOutput };

/**
 * Makes the jobs' files, largest first, one per core at a time; each file comes back into `into` by
 * its name. A photo libvips cannot decode fails the build with a PhotoError naming it.
 */
export async function encodeJobs(
  jobs: readonly Job[],
  bytesOf: ReadonlyMap<SourcePhoto, Buffer>,
  options: Options,
  into: Map<string, Buffer>,
): Promise<void> {
  if (jobs.length === 0) return;
  const total = jobs.reduce((sum, job) => sum + job.work, 0);
  const progress = options.progress && startProgress('Encoding photos', jobs.length, total, options.progress);
  const made = (name: string, contents: Buffer, work: number) => {
    into.set(name, contents);
    progress?.step(work);
  };
  try {
    if (jobs.length < worthAProcessFrom)
      await runJobs(jobs, options, (job, contents) => made(job.name, contents, job.work));
    else await inProcessOfItsOwn(jobs, bytesOf, options, made);
  } finally {
    progress?.finish();
  }
}

/** The jobs in a process of the generator's pool (../other-cores.ts): the sources sent once each. */
async function inProcessOfItsOwn(
  jobs: readonly Job[],
  bytesOf: ReadonlyMap<SourcePhoto, Buffer>,
  options: Options,
  made: (name: string, contents: Buffer, work: number) => void,
): Promise<void> {
  const photos = [...new Set(jobs.map((job) => job.photo))];
  const work = new Map(jobs.map((job) => [job.name, job.work]));
  const batch = {
    sources: photos.map((photo) => ({ file: photo.file, bytes: bytesOf.get(photo)! })),
    jobs: jobs.map(({ photo, ...job }) => ({ ...job, source: photos.indexOf(photo) })),
    background: options.background,
    cacheDir: options.cacheDir,
  };
  await inOwnProcess('encodePhotos', batch, ({ name, contents }) =>
    made(name, Buffer.from(contents.buffer, contents.byteOffset, contents.length), work.get(name)!),
  );
}
