import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import type opentype from 'opentype.js';
import { keptFiles } from '../state/kept-results';
import { interInstance, opsz, parse, unpacked, type Inter } from '../fonts/inter';
import { contentHash } from '../publishing/output-files';
import { notoVersion, packageFor, scriptName, scriptOf, type NotoFonts } from '../fonts/noto-fonts';
import { keptDir } from '../state/cache-dir';

const cacheDir = keptDir('card-fonts');

/** Text the card cannot draw: which characters, of what script, and what the owner can do. */
export type CardGlyphProblem = { text: string; chars: string; script: string; fix: string };

/** What the card draws with: Inter, and the Noto fonts of the scripts Inter has not. */
export type CardFonts = { inter: Inter; noto: NotoFonts; lang?: string };

/** A run of text in one font file: Pango is given the file and draws the run by its family. */
export type CardRun = { text: string; family: string; weight: number; file: string };

/**
 * Splits `text` into runs, each in a font that has all its glyphs: Inter where it has them, else the
 * Noto font of the character's script. Returns the problems instead when a character has no font.
 */
export async function cardRuns({ inter, noto, lang }: CardFonts, text: string, weight: number) {
  const problems: CardGlyphProblem[] = [];
  const chars = [...text];
  const fonts = await Promise.all(
    chars.map(async (char) => {
      const cp = char.codePointAt(0)!;
      if (/[\p{Z}\p{Cc}\p{Cf}]/u.test(char)) return 'neutral';
      if (inter.has(cp) && !/[\p{Script_Extensions=Arabic}\p{Script_Extensions=Hebrew}]/u.test(char))
        return 'inter';
      const script = scriptOf(char);
      const pkg = script && packageFor(script, text, lang);
      const face = pkg && (await noto.face(pkg, weight, cp));
      if (face && face !== 'not installed') return face;
      if (face !== 'not installed' && inter.has(cp)) return 'inter';
      const fix =
        face === 'not installed'
          ? `install the font that draws it, then build again: npm install --save-dev ${pkg}@${notoVersion}`
          : noFont;
      problems.push({ text, chars: char, script: script ?? scriptName(char), fix });
      return 'missing';
    }),
  );
  if (problems.length > 0) return { problems: mergeProblems(problems) };

  // Spaces join the run before them (else after), so that a phrase (Arabic, say) is shaped as one run;
  // where that run's font has no space, Pango takes it from another font the card registered.
  let font = fonts.find((f) => f !== 'neutral') ?? 'inter';
  const groups: { font: typeof font; text: string }[] = [];
  const fileOf = (f: typeof font) => (typeof f === 'string' ? f : f.file);
  chars.forEach((char, i) => {
    if (fonts[i] !== 'neutral') font = fonts[i]!;
    const last = groups.at(-1);
    if (last && fileOf(last.font) === fileOf(font)) last.text += char;
    else groups.push({ font, text: char });
  });
  const runs: CardRun[] = await Promise.all(
    groups.map(async ({ font, text: run }) => {
      const { path, family } =
        typeof font === 'string' ? await interFile(inter, weight) : await notoFile(font.file);
      return { text: run, family, weight, file: path };
    }),
  );
  return { runs };
}

/**
 * The few font files every card is drawn with, each made once and kept (named by the hash of its
 * source, so an upgraded package makes a new one), known to this process by its promise. One file per
 * font and weight, whatever the texts: fontconfig's set of fonts, and the time each layout takes to
 * search it, stays the same however many cards are drawn, and a font's text is never split in two.
 */
const fontFiles = new Map<string, Promise<{ path: string; family: string }>>();
function fontFile(name: string, make: () => Promise<Buffer>) {
  if (!fontFiles.has(name)) {
    const files = keptFiles(cacheDir);
    const made = files.get(name, make).then(async (contents) => ({
      path: files.pathOf(name),
      family: familyOf(await parse(contents)),
    }));
    made.catch(() => fontFiles.delete(name)); // tried again by the next card
    fontFiles.set(name, made);
  }
  return fontFiles.get(name)!;
}

/**
 * Inter at one weight and the display optical size, whole: a static instance, what Pango can load,
 * named by Inter's source and the instancer's version (another HarfBuzz may cut another instance).
 */
function interFile(inter: Inter, weight: number) {
  if (!sourceHashes.has(inter)) sourceHashes.set(inter, contentHash(inter.source));
  const name = `inter-${weight}-opsz${opsz.display}-${sourceHashes.get(inter)}-subset-font-${instancer}.ttf`;
  return fontFile(name, () => interInstance(inter, weight, opsz.display));
}
const instancer = (createRequire(import.meta.url)('subset-font/package.json') as { version: string }).version;
const sourceHashes = new WeakMap<Inter, string>();

/** A Noto face (one weight and unicode-range of a Fontsource package) as TrueType, whole. */
async function notoFile(woff: string) {
  const contents = await readFile(woff);
  return fontFile(`${basename(woff, '.woff')}-${contentHash(contents)}.ttf`, () =>
    unpacked(contents, 'truetype'),
  );
}

/** The family name fontconfig knows the file by (name ID 1), which Pango's markup asks for. */
function familyOf(font: opentype.Font): string {
  const names = font.names as unknown as Record<string, Record<string, string>>;
  return names.fontFamily?.en ?? Object.values(names.fontFamily ?? {})[0] ?? '';
}

/** One problem per text and fix, naming each of its characters and scripts once. */
function mergeProblems(problems: CardGlyphProblem[]): CardGlyphProblem[] {
  const merged = new Map<string, CardGlyphProblem>();
  for (const p of problems) {
    const seen = merged.get(`${p.text}|${p.fix}`);
    if (!seen) merged.set(`${p.text}|${p.fix}`, { ...p });
    else {
      if (!seen.chars.includes(p.chars)) seen.chars += p.chars;
      if (!seen.script.split(', ').includes(p.script)) seen.script += `, ${p.script}`;
    }
  }
  return [...merged.values()];
}

const noFont = 'no font the build knows draws it: write it another way, or leave it out of this text';
