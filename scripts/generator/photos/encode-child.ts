/**
 * The photo encoder's own process, started by ./encode-process.ts for a large batch of files to make.
 * libvips' threads leave the memory they freed with the process that ran them (glibc keeps it for
 * reuse): here, it goes back to the system when the batch is done, and the build's pages are
 * rendered without it.
 */
import { runJobs } from './encode-job';
import { PhotoError } from './photo-error';
import { readPhoto } from './read-photo';
import type { Batch, Reply } from './encode-process';

const reply = (message: Reply) =>
  new Promise<void>((sent, fail) =>
    process.send!(message, (error: Error | null) => (error ? fail(error) : sent())),
  );

process.once('message', async ({ sources, jobs, background, cacheDir }: Batch) => {
  try {
    const photos = await Promise.all(
      sources.map(({ file, bytes }) =>
        readPhoto(file, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)),
      ),
    );
    const withPhotos = jobs.map(({ source, ...job }) => ({ ...job, photo: photos[source]! }));
    await runJobs(withPhotos, { background, cacheDir }, (job, contents) =>
      reply({ name: job.name, contents }),
    );
    await reply({ done: true });
  } catch (error) {
    const failed =
      error instanceof PhotoError
        ? { photos: [...error.photos] }
        : { message: String((error as Error)?.stack ?? error) };
    await reply({ failed }).catch(() => {});
  }
  process.disconnect();
});

// The build stopped (an error elsewhere, Ctrl-C): nothing is waiting for these files.
process.on('disconnect', () => process.exit(0));
