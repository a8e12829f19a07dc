import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import opentype from 'opentype.js';
import subset from 'subset-font';
import { interInstance, opsz, parse, type Inter } from './inter';
import { contentHash } from './output-files';
import { codePointName, fontsourceFaces, inRange } from './unicode-range';

const require = createRequire(import.meta.url);
const cacheDir = 'node_modules/.cache/site-card-fonts';

/**
 * The fonts that draw on the link-preview card what Inter has not: Noto Sans,
 * from Fontsource, one package per script. The small ones are dependencies;
 * the Chinese, Japanese and Korean ones (50 to 80 MB each) are installed by
 * an owner whose name or role needs them (the build says how).
 */
const notoPackages: { scripts: string[]; package: string }[] = [
  { scripts: ['Arabic'], package: '@fontsource/noto-sans-arabic' },
  { scripts: ['Hebrew'], package: '@fontsource/noto-sans-hebrew' },
  { scripts: ['Devanagari'], package: '@fontsource/noto-sans-devanagari' },
  { scripts: ['Thai'], package: '@fontsource/noto-sans-thai' },
  { scripts: ['Hiragana', 'Katakana'], package: '@fontsource/noto-sans-jp' },
  { scripts: ['Hangul'], package: '@fontsource/noto-sans-kr' },
  { scripts: ['Han', 'Bopomofo'], package: '@fontsource/noto-sans-sc' },
  { scripts: ['Bengali'], package: '@fontsource/noto-sans-bengali' },
  { scripts: ['Tamil'], package: '@fontsource/noto-sans-tamil' },
  { scripts: ['Georgian'], package: '@fontsource/noto-sans-georgian' },
  { scripts: ['Armenian'], package: '@fontsource/noto-sans-armenian' },
];
/** Fontsource's version of the packages above: the one the project's Noto fonts come from. */
const notoVersion = '5.3.0';

const scriptOf = (char: string) =>
  notoPackages
    .flatMap((entry) => entry.scripts)
    .find((script) => new RegExp(`\\p{Script_Extensions=${script}}`, 'u').test(char));

/** Japanese text writes Han in Japanese forms: with any kana in it, Han comes from the JP font. */
function packageFor(script: string, text: string): string {
  if (script === 'Han' && /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text))
    return '@fontsource/noto-sans-jp';
  return notoPackages.find((entry) => entry.scripts.includes(script))!.package;
}

/** Text the card cannot draw: which characters, of what script, and what the owner can do. */
export type CardGlyphProblem = { text: string; chars: string; script: string; fix: string };

/** A run of text in one font file: Pango is given the file and draws the run by its family. */
export type CardRun = { text: string; family: string; weight: number; file: string };

/**
 * Splits `text` into runs, each drawn by a font that has every one of its
 * glyphs: Inter where it has them, else the Noto font of the character's
 * script. Spaces and punctuation join the run they stand in, so that an Arabic
 * phrase is shaped as one. Returns the problems instead when a character has no font.
 */
export async function cardRuns(inter: Inter, text: string, weight: number) {
  const problems: CardGlyphProblem[] = [];
  const chars = [...text];
  const fonts = await Promise.all(
    chars.map(async (char) => {
      const cp = char.codePointAt(0)!;
      if (/[\p{Z}\p{Cc}\p{Cf}]/u.test(char)) return 'neutral';
      if (inter.has(cp) && !/[\p{Script_Extensions=Arabic}\p{Script_Extensions=Hebrew}]/u.test(char))
        return 'inter';
      const script = scriptOf(char);
      if (!script) {
        if (inter.has(cp)) return 'inter';
        problems.push({ text, chars: char, script: scriptName(char), fix: noFont(char) });
        return 'missing';
      }
      const pkg = packageFor(script, text);
      const face = await notoFace(pkg, weight, cp);
      if (face === 'not installed') {
        problems.push({
          text,
          chars: char,
          script,
          fix: `install the font that draws it, then build again: npm install --save-dev ${pkg}@${notoVersion}`,
        });
        return 'missing';
      }
      if (!face) {
        if (inter.has(cp)) return 'inter';
        problems.push({ text, chars: char, script, fix: noFont(char) });
        return 'missing';
      }
      return face;
    }),
  );
  if (problems.length > 0) return { problems: mergeProblems(problems) };

  // Spaces join the run before them (else after), so that a phrase is one run and one shaping;
  // where that run's font has no space, Pango takes it from another font the card registered.
  const resolved = fonts.map((font, i) => {
    if (font !== 'neutral') return font;
    const before = fonts.slice(0, i).reverse();
    return before.find((f) => f !== 'neutral') ?? fonts.find((f) => f !== 'neutral') ?? 'inter';
  });
  const groups: { font: (typeof resolved)[number]; text: string }[] = [];
  resolved.forEach((font, i) => {
    const last = groups.at(-1);
    const same = (a: typeof font, b: typeof font) =>
      a === b || (typeof a !== 'string' && typeof b !== 'string' && a.file === b.file);
    if (last && same(last.font, font)) last.text += chars[i];
    else groups.push({ font, text: chars[i]! });
  });
  const runs: CardRun[] = await Promise.all(
    groups.map(async ({ font, text: run }) => {
      if (typeof font === 'string') {
        const file = await cachedFont(
          `inter-${weight}-${contentHash(inter.source)}-${contentHash(run)}.ttf`,
          () => interInstance(inter, weight, opsz.display, run),
        );
        return { text: run, family: familyOf(parse(await readFile(file))), weight, file };
      }
      const file = await cachedFont(`${font.name}-${contentHash(run)}.ttf`, async () =>
        subset(await readFile(font.file), run, { targetFormat: 'truetype' }),
      );
      return { text: run, family: familyOf(parse(await readFile(file))), weight, file };
    }),
  );
  return { runs };
}

type NotoFace = { name: string; file: string; has: (codePoint: number) => boolean };

const loaded = new Map<string, Promise<NotoFace | null | 'not installed'>>();

/** The Fontsource face of `pkg` at `weight` whose range holds the code point, if its font has the glyph. */
function notoFace(pkg: string, weight: number, codePoint: number) {
  const key = `${pkg}|${weight}|${codePoint}`;
  if (!loaded.has(key)) loaded.set(key, findFace(pkg, weight, codePoint));
  return loaded.get(key)!;
}

async function findFace(pkg: string, weight: number, codePoint: number) {
  let dir: string;
  try {
    dir = dirname(require.resolve(`${pkg}/package.json`, { paths: [resolve('.')] }));
  } catch {
    return 'not installed' as const;
  }
  const stylesheet = join(dir, `${weight}.css`);
  if (!existsSync(stylesheet)) return null;
  const face = fontsourceFaces(await readFile(stylesheet, 'utf8')).find((f) => inRange(f.range, codePoint));
  const woff = face?.files.find((file) => file.endsWith('.woff'));
  if (!face || !woff) return null;
  const file = join(dir, woff);
  const font = await parsedWoff(file);
  return font.charToGlyphIndex(String.fromCodePoint(codePoint)) > 0
    ? { name: face.name, file, has: (cp: number) => font.charToGlyphIndex(String.fromCodePoint(cp)) > 0 }
    : null;
}

const woffs = new Map<string, Promise<opentype.Font>>();
function parsedWoff(file: string) {
  if (!woffs.has(file)) woffs.set(file, readFile(file).then(parse));
  return woffs.get(file)!;
}

/** The family name fontconfig knows the file by (name ID 1), which Pango's markup asks for. */
function familyOf(font: opentype.Font): string {
  const names = font.names as unknown as Record<string, Record<string, string>>;
  return names.fontFamily?.en ?? Object.values(names.fontFamily ?? {})[0] ?? '';
}

async function cachedFont(name: string, make: () => Promise<Buffer>): Promise<string> {
  const file = resolve(cacheDir, name.replace(/[^\w.-]/g, '_'));
  if (!existsSync(file)) {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(file, await make());
  }
  return file;
}

function mergeProblems(problems: CardGlyphProblem[]): CardGlyphProblem[] {
  const merged = new Map<string, CardGlyphProblem>();
  for (const p of problems) {
    const key = `${p.text}|${p.fix}`;
    const seen = merged.get(key);
    if (!seen) merged.set(key, { ...p });
    else {
      if (!seen.chars.includes(p.chars)) seen.chars += p.chars;
      if (!seen.script.split(', ').includes(p.script)) seen.script += `, ${p.script}`;
    }
  }
  return [...merged.values()];
}

function noFont(_char: string) {
  return 'no font the build knows draws it: write it another way, or leave it out of this text';
}

/** The Unicode script of a character, for messages ("Ethiopic"), else its code point. */
export function scriptName(char: string): string {
  const scripts = [
    'Latin',
    'Cyrillic',
    'Greek',
    'Ethiopic',
    'Tibetan',
    'Mongolian',
    'Khmer',
    'Lao',
    'Myanmar',
    'Sinhala',
    'Cherokee',
    'Canadian_Aboriginal',
    'Tifinagh',
    'Syriac',
    'Thaana',
    'Telugu',
    'Kannada',
    'Malayalam',
    'Gujarati',
    'Gurmukhi',
    'Oriya',
  ];
  const found = [...notoPackages.flatMap((e) => e.scripts), ...scripts].find((s) =>
    new RegExp(`\\p{Script=${s}}`, 'u').test(char),
  );
  if (found) return found.replace(/_/g, ' ');
  if (/\p{Extended_Pictographic}/u.test(char)) return 'emoji';
  if (/\p{Co}/u.test(char)) return 'private use';
  return codePointName(char);
}
