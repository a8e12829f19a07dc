/**
 * A process of the generator's pool (./other-cores.ts): runs the one task it is sent, answers each
 * part of the result as it is made, then done or why it failed, and ends.
 */
import { failure, type Reply } from './other-cores';
import type { CardValues } from './card/social-card';
import type { Job } from './photos/encode-job';
import type { CompileJob } from './writing/compile-cache';
import type { CompiledPost } from './writing/compile-post';
import type { InstanceJob } from './fonts/inter';

type Send<Part> = (part: Part) => Promise<void>;

/** Photos to encode: the sources once each, and the jobs naming them by index. */
export type PhotoBatch = {
  sources: { file: string; bytes: Uint8Array }[];
  jobs: (Omit<Job, 'photo'> & { source: number })[];
  background: string;
  cacheDir: string;
};

const tasks = {
  /** Each post's body compiled, in order; the first that fails ends the task with its PostError. */
  async compilePosts(
    jobs: (CompileJob & { index: number })[],
    send: Send<{ index: number; compiled: CompiledPost }>,
  ) {
    // Each task loads only what it runs: a process compiling one edited post starts sooner.
    const compilePost = await (await import('./writing/compiler')).compiler();
    for (const { index, file, body } of jobs) await send({ index, compiled: await compilePost(file, body) });
  },
  /** Each file of the batch, by its name, as libvips makes it (./photos/encode-job.ts). */
  async encodePhotos(batch: PhotoBatch, send: Send<{ name: string; contents: Uint8Array }>) {
    const [{ readPhoto }, { runJobs }] = await Promise.all([
      import('./photos/read-photo'),
      import('./photos/encode-job'),
    ]);
    const photos = await Promise.all(
      batch.sources.map(({ file, bytes }) =>
        readPhoto(file, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)),
      ),
    );
    const jobs = batch.jobs.map(({ source, ...job }) => ({ ...job, photo: photos[source]! }));
    await runJobs(jobs, batch, (job, contents) => send({ name: job.name, contents }));
  },
  /** An instance of Inter (./fonts/inter.ts): HarfBuzz's memory is this process's, gone when it ends. */
  async interInstance(job: InstanceJob, send: Send<Uint8Array>) {
    await send(await (await import('./fonts/inter')).instanceHere(job));
  },
  /** Each link-preview card, by its index; one that cannot be drawn fails with its index as `card`. */
  async drawCards(cards: CardValues[], send: Send<{ index: number; card: Uint8Array }>) {
    const [{ drawCards }, { loadInter }, { createNotoFonts }] = await Promise.all([
      import('./card/draw-cards'),
      import('./fonts/inter'),
      import('./fonts/noto-fonts'),
    ]);
    const fonts = { inter: await loadInter(), noto: createNotoFonts() };
    await drawCards(cards, fonts, (index, card) => send({ index, card }));
  },
};

export type Tasks = typeof tasks;

const reply = (message: Reply) =>
  new Promise<void>((sent, fail) =>
    process.send!(message, (error: Error | null) => (error ? fail(error) : sent())),
  );

process.once('message', async ({ task, input }: { task: keyof Tasks; input: never }) => {
  try {
    await tasks[task](input, (part) => reply({ part }));
    await reply({ done: true });
  } catch (error) {
    await reply(failure(error)).catch(() => {});
  }
  process.disconnect();
});

// The build stopped (an error elsewhere, Ctrl-C): nothing is waiting for this work.
process.on('disconnect', () => process.exit(0));
