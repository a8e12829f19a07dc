import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runJobs, type Job } from './encode-job';
import { PhotoError, type PhotoProblem } from './photo-error';
import type { SourcePhoto } from './read-photo';
import { startProgress, type ProgressOutput } from '../progress';
import { CardGlyphError, type CardValues } from '../card/social-card';

/**
 * What ./encode-child.ts is given: photos (the sources once each, and the jobs naming them by
 * index), or the values of link-preview cards to draw.
 */
export type Batch =
  | {
      sources: { file: string; bytes: Uint8Array }[];
      jobs: (Omit<Job, 'photo'> & { source: number })[];
      background: string;
      cacheDir: string;
    }
  | { cards: CardValues[] };

/** What it answers: each file as it is made (a card by its index), then done, or why it failed. */
export type Reply =
  | { name: string; contents: Uint8Array }
  | { done: true }
  | {
      failed:
        { photos: PhotoProblem[] } | { card: number; glyphs: CardGlyphError['glyphs'] } | { message: string };
    };

const child = fileURLToPath(new URL('./encode-child.ts', import.meta.url));

type Options = { cacheDir: string; background: string; progress?: ProgressOutput };

/**
 * From this many files, a batch is encoded (or drawn) in a process of its own (./encode-child.ts),
 * whose memory goes back to the system when it is done: with the site's photos (33 files, up to
 * 2560 px wide) and a thousand posts' pictures (900) each encoded so, a cold build peaked at about
 * 0.95 GB instead of 1.15. The process takes about a second to start, which a few files do not repay.
 */
export const ownProcessFrom = 24;

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
    if (jobs.length < ownProcessFrom)
      await runJobs(jobs, options, (job, contents) => made(job.name, contents, job.work));
    else await inOwnProcess(jobs, bytesOf, options, made);
  } finally {
    progress?.finish();
  }
}

async function inOwnProcess(
  jobs: readonly Job[],
  bytesOf: ReadonlyMap<SourcePhoto, Buffer>,
  options: Options,
  made: (name: string, contents: Buffer, work: number) => void,
): Promise<void> {
  const photos = [...new Set(jobs.map((job) => job.photo))];
  const work = new Map(jobs.map((job) => [job.name, job.work]));
  await inChild(
    {
      sources: photos.map((photo) => ({ file: photo.file, bytes: bytesOf.get(photo)! })),
      jobs: jobs.map(({ photo, ...job }) => ({ ...job, source: photos.indexOf(photo) })),
      background: options.background,
      cacheDir: options.cacheDir,
    },
    (name, contents) => made(name, contents, work.get(name)!),
  );
}

/**
 * The cards of `cards`, drawn in a process of its own, each handed to `made` by its index. A card
 * that cannot be drawn fails with its CardGlyphError, its `card` the index.
 */
export const drawCardsInOwnProcess = (cards: CardValues[], made: (index: number, card: Buffer) => void) =>
  inChild({ cards }, (name, contents) => made(Number(name), contents));

/** Runs `batch` in ./encode-child.ts, each file it answers handed to `made`. */
async function inChild(batch: Batch, made: (name: string, contents: Buffer) => void): Promise<void> {
  // tsx, found from here, runs the child's TypeScript whatever started this process.
  const encoder = fork(child, [], {
    execArgv: ['--import', import.meta.resolve('tsx')],
    serialization: 'advanced',
    // Two malloc arenas, not glibc's eight per core: libvips' threads keep less of what they freed.
    env: { MALLOC_ARENA_MAX: '2', ...process.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((done, fail) => {
      encoder.on('message', (reply: Reply) => {
        if ('name' in reply) {
          const { buffer, byteOffset, length } = reply.contents;
          made(reply.name, Buffer.from(buffer, byteOffset, length));
        } else if ('done' in reply) done();
        else if ('photos' in reply.failed) fail(new PhotoError(reply.failed.photos));
        else if ('glyphs' in reply.failed)
          fail(Object.assign(new CardGlyphError(reply.failed.glyphs), { card: reply.failed.card }));
        else fail(new Error(`Encoding photos failed: ${reply.failed.message}`));
      });
      encoder.on('error', fail);
      encoder.on('exit', (code, signal) =>
        fail(new Error(`The photo encoder stopped before it was done (${signal ?? `exit code ${code}`})`)),
      );
      encoder.send(batch);
    });
  } finally {
    if (encoder.connected) encoder.disconnect();
  }
}
