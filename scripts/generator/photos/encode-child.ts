/**
 * The photo encoder's own process, started by ./encode-process.ts for a large batch of files to make
 * (photos, or link-preview cards).
 * libvips' threads leave the memory they freed with the process that ran them (glibc keeps it for
 * reuse): here, it goes back to the system when the batch is done, and the build's pages are
 * rendered without it.
 */
import { runJobs } from './encode-job';
import { PhotoError } from './photo-error';
import { readPhoto } from './read-photo';
import type { Batch, Reply } from './encode-process';
import { loadInter } from '../fonts/inter';
import { createNotoFonts } from '../fonts/noto-fonts';
import { CardGlyphError, cardsAtOnce, socialCard, type CardValues } from '../card/social-card';
import { mapLimit } from '../writing/map-limit';

const reply = (message: Reply) =>
  new Promise<void>((sent, fail) =>
    process.send!(message, (error: Error | null) => (error ? fail(error) : sent())),
  );

/** Each card, drawn as ../writing/post-cards.ts draws it here, answered by its index. */
async function drawCards(cards: readonly CardValues[]) {
  const [inter, noto] = [await loadInter(), createNotoFonts()];
  await mapLimit([...cards.keys()], cardsAtOnce, async (index) => {
    try {
      await reply({ name: String(index), contents: await socialCard(cards[index]!, inter, noto) });
    } catch (error) {
      throw error instanceof CardGlyphError ? Object.assign(error, { card: index }) : error;
    }
  });
}

async function encodePhotos({ sources, jobs, background, cacheDir }: Exclude<Batch, { cards: unknown }>) {
  const photos = await Promise.all(
    sources.map(({ file, bytes }) =>
      readPhoto(file, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)),
    ),
  );
  const withPhotos = jobs.map(({ source, ...job }) => ({ ...job, photo: photos[source]! }));
  await runJobs(withPhotos, { background, cacheDir }, (job, contents) => reply({ name: job.name, contents }));
}

process.once('message', async (batch: Batch) => {
  try {
    await ('cards' in batch ? drawCards(batch.cards) : encodePhotos(batch));
    await reply({ done: true });
  } catch (error) {
    const failed =
      error instanceof PhotoError
        ? { photos: [...error.photos] }
        : error instanceof CardGlyphError
          ? { card: (error as CardGlyphError & { card: number }).card, glyphs: error.glyphs }
          : { message: String((error as Error)?.stack ?? error) };
    await reply({ failed }).catch(() => {});
  }
  process.disconnect();
});

// The build stopped (an error elsewhere, Ctrl-C): nothing is waiting for these files.
process.on('disconnect', () => process.exit(0));
