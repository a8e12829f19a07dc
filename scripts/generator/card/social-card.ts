import { loadSharp } from '../photos/load-sharp';
import type { Renderer } from '../bundling/bundle-renderer';
import { cardBackground } from './card-background';
import { cardRuns, type CardFonts, type CardRun } from './card-fonts';
import { CardGlyphError } from './card-glyph-error';
import { isolateFonts, registerFont } from './card-fontconfig';

/** The card's texts: the content field each comes from, and how it is set. */
const name = { field: 'owner.name', weight: 800, size: 104, lines: 3, color: 'text' } as const;
const role = { field: 'owner.role', weight: 500, size: 44, lines: 2, color: 'textSecondary' } as const;
const [width, height] = [1200, 630];
const margin = 96;
const maxWidth = width - 2 * margin;
/**
 * The accent bar, then the name, then the role, each gap measured between inks (the drawn texts are
 * cut to their ink): the block is centred on the card as a whole, so a name on two or three lines
 * moves the bar up with it instead of running into it.
 */
const bar = { width: 96, height: 10 };
const [barToName, nameToRole] = [64, 36];

/** What the card is drawn from: the owner's name and role, the theme's colours. */
export type CardValues = {
  name: string;
  role: string;
  colors: Renderer['theme']['colors'];
  /** The site's language (`site.lang`): Han in a Japanese or Korean site is drawn in its own forms. */
  lang?: string;
};

/**
 * The 1200×630 card that link previews show: the owner's name and role on the site's colours. Pango
 * lays the text out and HarfBuzz shapes it (joined Arabic, right-to-left runs in order), each run in a
 * font file the build knows has its glyphs (./card-fonts.ts), never a font of the machine's: the card
 * is the same on every machine, and never shows a box.
 */
export async function socialCard(
  values: CardValues,
  inter: CardFonts['inter'],
  noto: CardFonts['noto'],
  wordWidths: WordWidths = new Map(),
) {
  await isolateFonts();
  const { colors } = values;
  const fonts = { inter, noto, lang: values.lang };
  const texts = [values.name, values.role];
  const laid = await Promise.all(
    [name, role].map(async (line, i) => ({ line, ...(await cardRuns(fonts, texts[i]!, line.weight)) })),
  );
  const problems = laid.flatMap(({ line, problems = [] }) =>
    problems.map((p) => ({ ...p, field: line.field })),
  );
  if (problems.length > 0) throw new CardGlyphError(problems);

  const [nameText, roleText] = await Promise.all(
    laid.map(({ line, runs }) => drawText(runs!, line, colors[line.color], wordWidths)),
  );
  const block = bar.height + barToName + nameText!.height + nameToRole + roleText!.height;
  const barTop = Math.round((height - block) / 2);
  const nameTop = barTop + bar.height + barToName;
  // Each on the side its line starts: the right for a text in Hebrew or Arabic, the bar with the name.
  const layer = (data: Buffer, size: { width: number; height: number }, text: string, top: number) => ({
    data,
    ...size,
    left: firstStrongIsRtl(text) ? width - margin - size.width : margin,
    top,
  });
  const drawn = await cardBackground({ colors, size: { width, height, bar } });
  const pixels = over(drawn.background, [
    layer(drawn.bar, bar, values.name, barTop),
    layer(nameText!.data, nameText!, values.name, nameTop),
    layer(roleText!.data, roleText!, values.role, nameTop + nameText!.height + nameToRole),
  ]);
  const sharp = await loadSharp();
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg(jpeg)
    .toBuffer();
}

type Layer = { data: Buffer; width: number; height: number; left: number; top: number };

/**
 * The layers (RGBA, not premultiplied, as Pango draws them) over a copy of the opaque RGB background,
 * each only where it lies: libvips' composite worked through every pixel of the card in floating point,
 * 19 ms of a card's 50 (a cold build draws a thousand). The same blend, rounded to the nearest value.
 */
function over(background: Buffer, layers: readonly Layer[]): Buffer {
  const out = Buffer.from(background);
  for (const { data, width: w, height: h, left, top } of layers)
    for (let y = Math.max(0, -top); y < h && top + y < height; y++)
      for (let x = Math.max(0, -left); x < w && left + x < width; x++) {
        const from = (y * w + x) * 4;
        const alpha = data[from + 3]!;
        if (alpha === 0) continue;
        const to = ((top + y) * width + left + x) * 3;
        for (let c = 0; c < 3; c++)
          out[to + c] = Math.round((data[from + c]! * alpha + out[to + c]! * (255 - alpha)) / 255);
      }
  return out;
}

/**
 * mozjpeg's quantisation table, without its searches: `optimiseScans` took a third of a card's time
 * for 2% of its bytes, and trellis quantisation 38 ms of a card's JPEG against 14 ms without, for 3%
 * of its bytes (measured on 40 cards of posts). Baseline, not progressive: the same pixels in 9 ms
 * instead of 14, for 7% more bytes (55 KB to 59 KB). A thousand posts' cards are drawn in a cold
 * build; a link preview fetches one, whole, before it shows it.
 */
const jpeg = {
  quality: 88,
  trellisQuantisation: false,
  overshootDeringing: true,
  quantisationTable: 3,
  progressive: false,
} as const;

/**
 * The runs at the line's size on one line; if too wide, on up to `lines` lines broken between words,
 * at the largest size where its widest word fits and the lines are no more; one line, as small as it
 * must be, only when no size larger than that fits in `lines` lines.
 */
async function drawText(
  runs: readonly CardRun[],
  line: { size: number; lines: number },
  color: string,
  wordWidths: WordWidths,
) {
  await Promise.all([...new Set(runs.map((run) => run.file))].map(registerFont));
  const render = async (part: readonly CardRun[], px: number, wrapWidth?: number) => {
    const markup = part
      .map(
        (run) =>
          `<span font_family="${escape(run.family)}" font_weight="${run.weight}" size="${Math.round(px * 1024)}" foreground="${color}">${escape(run.text)}</span>`,
      )
      .join('');
    const wrap = wrapWidth ? { wrap: 'word' as const, width: wrapWidth } : { wrap: 'none' as const };
    const text = { text: markup, dpi: 72, rgba: true, ...wrap };
    const sharp = await loadSharp();
    const { data, info } = await sharp({ text }).raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const single = await render(runs, line.size);
  if (single.width <= maxWidth) return single;
  // One line, made smaller: kept while it stays within 80% of the size.
  const oneLine = Math.floor((line.size * maxWidth) / single.width);
  const words = wordsOf(runs);
  if (oneLine < line.size * 0.8 && words.length > 1) {
    const widths = await Promise.all(words.map((word) => wordWidth(wordWidths, word, line.size, render)));
    let size = Math.floor(Math.min(line.size, (0.98 * line.size * maxWidth) / Math.max(...widths)));
    while (size > oneLine) {
      const wrapped = await render(runs, size, maxWidth);
      // The image is cut to the ink: n lines are about n - 1 line heights (1.2 to 1.5 em) and one em tall.
      if (wrapped.height <= (line.lines + 0.8) * size) return wrapped;
      // More lines than `lines`: a tenth smaller, while that is still larger than one line would be.
      size = Math.floor(size * 0.9);
    }
  }
  return render(runs, oneLine);
}

/**
 * Words' widths at a size, each drawn once for a batch of cards (./draw-cards.ts): the titles of a blog
 * share most of their words, and drawing each word of each long title was 5 of a card's 8 texts. Keyed
 * by the word's runs, their font files included (named by their contents): a key always draws the same.
 */
export type WordWidths = Map<string, Promise<number>>;

function wordWidth(
  wordWidths: WordWidths,
  word: readonly CardRun[],
  px: number,
  render: (part: readonly CardRun[], px: number) => Promise<{ width: number }>,
): Promise<number> {
  const key = JSON.stringify([px, word]);
  if (!wordWidths.has(key)) {
    const width = render(word, px).then(({ width }) => width);
    width.catch(() => wordWidths.delete(key));
    wordWidths.set(key, width);
  }
  return wordWidths.get(key)!;
}

/** The runs of each space-separated word, each keeping its font. */
function wordsOf(runs: readonly CardRun[]): CardRun[][] {
  const words: CardRun[][] = [[]];
  for (const run of runs)
    for (const piece of run.text.split(/(\s+)/))
      if (/^\s+$/.test(piece)) words.push([]);
      else if (piece) words.at(-1)!.push({ ...run, text: piece });
  return words.filter((word) => word.length > 0);
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether the text reads right to left: its first strongly directional letter is Arabic, Hebrew... */
function firstStrongIsRtl(text: string): boolean {
  const strong = text.match(/[\p{L}]/u)?.[0] ?? '';
  return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(strong);
}
