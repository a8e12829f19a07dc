import pMap from 'p-map';
import type { CardFonts } from './card-fonts';
import { CardGlyphError } from './card-glyph-error';
import { socialCard, type CardValues, type WordWidths } from './social-card';

/**
 * Cards drawn at once (a thousand posts' in a cold build): libvips lays out one text at a time, and
 * each card's other work (its background, the composite, the JPEG) runs on its threads meanwhile.
 */
const cardsAtOnce = 3;

/**
 * Each card, handed to `made` by its index as it is drawn; one that cannot be drawn fails with its
 * CardGlyphError, `card` its index.
 */
export async function drawCards(
  cards: readonly CardValues[],
  fonts: { inter: CardFonts['inter']; noto: CardFonts['noto'] },
  made: (index: number, card: Buffer) => unknown,
): Promise<void> {
  const wordWidths: WordWidths = new Map();
  await pMap(
    [...cards.keys()],
    async (index) => {
      const card = await socialCard(cards[index]!, fonts.inter, fonts.noto, wordWidths).catch(
        (error: unknown) => {
          if (error instanceof CardGlyphError) error.card = index;
          throw error;
        },
      );
      await made(index, card);
    },
    { concurrency: cardsAtOnce },
  );
}
