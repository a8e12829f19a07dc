import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { Renderer } from './bundle-renderer';
import { cardRuns, type CardGlyphProblem, type CardRun } from './card-fonts';
import type { Inter } from './inter';

/** The card's texts: what they say, the content field they come from, and how they are set. */
const lines = [
  { field: 'owner.name', weight: 800, size: 104, middle: 300, color: 'text' },
  { field: 'owner.role', weight: 500, size: 44, middle: 404, color: 'textSecondary' },
] as const;
const [width, height] = [1200, 630];
const margin = 96;

/** The card cannot be drawn: each text, the characters no font draws, and what to do. */
export class CardGlyphError extends Error {
  override name = 'CardGlyphError';
  constructor(readonly problems: (CardGlyphProblem & { field: string })[]) {
    super(
      problems
        .map(
          (p) =>
            `src/content.ts: ${p.field}: the link-preview card cannot draw "${p.chars}" (${p.script}) in "${p.text}": ${p.fix}`,
        )
        .join('\n'),
    );
  }
}

/**
 * The 1200×630 card that link previews show: the owner's name and role on the
 * site's colours. Pango lays the text out and HarfBuzz shapes it (joined
 * Arabic, right-to-left runs in order), each run in a font file the build
 * knows has its glyphs (scripts/build/card-fonts.ts), never a font of the
 * machine's: the card is the same on every machine, and never shows a box.
 */
export async function socialImage({ content: { owner }, theme: { colors } }: Renderer, inter: Inter) {
  isolateFonts();
  const texts = { 'owner.name': owner.name, 'owner.role': owner.role };
  const laid = await Promise.all(
    lines.map(async (line) => ({ line, ...(await cardRuns(inter, texts[line.field], line.weight)) })),
  );
  const problems = laid.flatMap(({ line, problems = [] }) =>
    problems.map((p) => ({ ...p, field: line.field })),
  );
  if (problems.length > 0) throw new CardGlyphError(problems);

  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#020617"/><stop offset="0.6" stop-color="${colors.background}"/><stop offset="1" stop-color="#172554"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.2" r="0.5"><stop offset="0" stop-color="${colors.primaryStrong}" stop-opacity="0.55"/><stop offset="1" stop-color="${colors.primaryStrong}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect x="${margin}" y="200" width="96" height="10" rx="5" fill="${colors.primary}"/>
</svg>`;
  const layers = await Promise.all(
    laid.map(async ({ line, runs }) => {
      const text = await drawLine(runs!, line.size, colors[line.color], width - 2 * margin);
      const rtl = firstStrongIsRtl(texts[line.field]);
      return {
        input: text.data,
        left: rtl ? width - margin - text.width : margin,
        top: Math.round(line.middle - text.height / 2),
      };
    }),
  );
  return sharp(Buffer.from(background)).composite(layers).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}

/** One line of runs at `size` px, made smaller if it is wider than `maxWidth`. */
async function drawLine(runs: readonly CardRun[], size: number, color: string, maxWidth: number) {
  for (const file of new Set(runs.map((run) => run.file))) await registerFont(file);
  const render = (px: number) => {
    const markup = runs
      .map(
        (run) =>
          `<span font_family="${escape(run.family)}" font_weight="${run.weight}" size="${Math.round(px * 1024)}" foreground="${color}">${escape(run.text)}</span>`,
      )
      .join('');
    return sharp({ text: { text: markup, dpi: 72, rgba: true, wrap: 'none' } })
      .png()
      .toBuffer({ resolveWithObject: true });
  };
  let drawn = await render(size);
  if (drawn.info.width > maxWidth) drawn = await render(Math.floor((size * maxWidth) / drawn.info.width));
  return { data: drawn.data, width: drawn.info.width, height: drawn.info.height };
}

const registered = new Set<string>();
/** libvips adds a `fontfile` to fontconfig once per process; later texts find it by family. */
async function registerFont(file: string) {
  if (registered.has(file)) return;
  await sharp({ text: { text: '.', fontfile: file } }).toBuffer();
  registered.add(file);
}

/**
 * Fontconfig with no font directories: Pango sees only the files the card
 * registers, so a family name that failed to match shows up as a box in
 * review, instead of as a machine's font that another machine lacks. Set
 * before the first text is drawn, when fontconfig reads its configuration.
 */
function isolateFonts() {
  if (process.env.FONTCONFIG_FILE?.endsWith('site-card-fonts.conf')) return;
  const dir = resolve('node_modules/.cache/site-card-fonts');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, 'site-card-fonts.conf');
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><cachedir>${dir}/fontconfig</cachedir></fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = file;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Whether the text reads right to left: its first strongly directional letter is Arabic, Hebrew... */
function firstStrongIsRtl(text: string): boolean {
  const strong = text.match(/[\p{L}]/u)?.[0] ?? '';
  return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u.test(strong);
}
