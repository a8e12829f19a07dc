import type { CardGlyphProblem } from './card-fonts';
import { LocatedError } from '../errors/located-error';
import { codePointName } from '../fonts/unicode-range';

/**
 * The card cannot be drawn: each text, the characters no font draws, and what to do. A file of its
 * own: the pool's processes rebuild it (../other-cores.ts) without loading what draws a card.
 */
export class CardGlyphError extends LocatedError {
  override name = 'CardGlyphError';
  /** Of several cards drawn together (./draw-cards.ts), the index of the one that cannot be drawn. */
  card?: number;
  constructor(readonly glyphs: (CardGlyphProblem & { field: string })[]) {
    super(
      glyphs.map((p) => ({
        file: 'src/content.ts',
        message: `${p.field}: the link-preview card cannot draw "${p.chars}" (${p.script}: ${[...p.chars].map(codePointName).join(' ')}) in "${p.text}": ${p.fix}`,
      })),
    );
  }
}
