import { unmarked } from '../i18n/marks';
import { useAssets } from '../render/Document';
import { font } from '../theme';

/**
 * Headings keep the spec's size (§9) wherever their longest word fits the
 * column, and shrink just enough where it does not (a long surname on a
 * 320 px phone): the class names that word's width, and the heading's
 * font-size is min(spec size, column width / that width) (src/styles/global.ts).
 * Measured in Inter; the margin covers the metric-matched fallback, whose
 * words run a few percent wider or narrower than Inter's.
 */
const fallbackMargin = 1.06;

/**
 * The pieces of text a browser never breaks inside (without hyphenation): words
 * between spaces, split after hyphens, and each Chinese or Japanese character.
 */
export function unbreakable(text: string): string[] {
  return text
    .split(/\s+/)
    .flatMap((word) =>
      word.split(/(?<=[-\u2010\u2013\p{Ideographic}\p{Script=Hiragana}\p{Script=Katakana}])/u),
    )
    .filter(Boolean);
}

/** The narrowest screen the pages are made for (a 320 px phone): below it, words may break. */
export const narrowestScreen = 320;

/**
 * The `fit-N` class of a heading showing any of `texts` at `level` (h1 or h2),
 * whose column is `inset` px narrower than the screen; none where its widest
 * word fits even the narrowest screen at the spec's size (or nothing is measured).
 */
export function useFit(texts: readonly string[], level: 1 | 2, inset: number): string | undefined {
  return fitClass(useAssets().measure, texts, level, inset);
}

/** `useFit` for a list of texts, each its own heading or line: one class each. */
export function useFits(texts: readonly string[], level: 1 | 2, inset: number): (string | undefined)[] {
  const { measure } = useAssets();
  return texts.map((text) => fitClass(measure, [text], level, inset));
}

function fitClass(
  measure: ((text: string, weight: number) => number) | undefined,
  texts: readonly string[],
  level: 1 | 2,
  inset: number,
): string | undefined {
  if (!measure) return undefined;
  const weight = font.weights[`h${level}`];
  const widest =
    fallbackMargin *
    Math.max(0, ...texts.flatMap(unbreakable).map((word) => measure(unmarked(word), weight)));
  const specPx = parseFloat(font[`h${level}`]) * 16;
  return widest * specPx > narrowestScreen - inset ? `fit-${Math.ceil(widest * 100)}` : undefined;
}
