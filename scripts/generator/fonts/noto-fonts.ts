import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type opentype from 'opentype.js';
import { parse, unpacked } from './inter';
import { codePointName, fontsourceFaces, inRange } from './unicode-range';

const require = createRequire(import.meta.url);

/**
 * The fonts that draw on the link-preview card what Inter has not: Noto Sans, from Fontsource, one
 * package per script. The small ones are dependencies; the Chinese, Japanese and Korean ones (50 to
 * 80 MB each) are installed by an owner whose name or role needs them (the build says how).
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
export const notoVersion = '5.3.0';

const notoScripts = notoPackages.flatMap((entry) => entry.scripts);
export const scriptOf = (char: string) =>
  notoScripts.find((script) => new RegExp(`\\p{Script_Extensions=${script}}`, 'u').test(char));

/**
 * Japanese writes Han in Japanese forms, Korean in Korean ones: in a Japanese site (`site.lang` 'ja'),
 * or a text with any kana, Han comes from the JP font; in a Korean site, from the KR font (which has
 * the Hanja); else from the Chinese one.
 */
export function packageFor(script: string, text: string, lang = ''): string {
  if (script === 'Han' && (/^ja\b/i.test(lang) || /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(text)))
    return '@fontsource/noto-sans-jp';
  if (script === 'Han' && /^ko\b/i.test(lang)) return '@fontsource/noto-sans-kr';
  return notoPackages.find((entry) => entry.scripts.includes(script))!.package;
}

export type NotoFace = { name: string; file: string; has: (codePoint: number) => boolean };

/**
 * The Noto faces one builder has found, by package, weight and code point, and the fonts it has
 * parsed (its build state keeps them, ../state/build-state.ts). A package that is not installed is
 * looked for again on each call: an owner told to install it does so while the dev server runs.
 */
export function createNotoFonts() {
  const faces = new Map<string, Promise<NotoFace | null>>();
  const woffs = new Map<string, Promise<opentype.Font>>();
  const findFace = async (dir: string, weight: number, codePoint: number) => {
    const stylesheet = join(dir, `${weight}.css`);
    if (!existsSync(stylesheet)) return null;
    const css = await readFile(stylesheet, 'utf8');
    const face = fontsourceFaces(css).find((f) => inRange(f.range, codePoint));
    const woff = face?.files.find((file) => file.endsWith('.woff'));
    if (!face || !woff) return null;
    const file = join(dir, woff);
    // Unpacked by fontverter first: opentype.js's own inflate rejects some of these WOFFs
    // (noto-sans-devanagari's 500 face: "Data error").
    const unpack = (woff: Buffer) => unpacked(woff, 'truetype');
    if (!woffs.has(file)) woffs.set(file, readFile(file).then(unpack).then(parse));
    const font = await woffs.get(file)!;
    const has = (cp: number) => font.charToGlyphIndex(String.fromCodePoint(cp)) > 0;
    return has(codePoint) ? { name: face.name, file, has } : null;
  };
  return {
    /** The Fontsource face of `pkg` at `weight` whose range holds the code point, if its font has the glyph. */
    face(pkg: string, weight: number, codePoint: number): Promise<NotoFace | null | 'not installed'> {
      const dir = installedAt(pkg);
      if (!dir) return Promise.resolve('not installed');
      const key = `${dir}|${weight}|${codePoint}`;
      if (!faces.has(key)) faces.set(key, findFace(dir, weight, codePoint));
      return faces.get(key)!;
    },
  };
}

export type NotoFonts = ReturnType<typeof createNotoFonts>;

/** The folder of a package as the project has it installed, or null. */
function installedAt(pkg: string): string | null {
  try {
    return dirname(require.resolve(`${pkg}/package.json`, { paths: [resolve('.')] }));
  } catch {
    return null;
  }
}

/** The Unicode script of a character, for messages ("Ethiopic"), else its code point. */
export function scriptName(char: string): string {
  const scripts = (
    'Latin Cyrillic Greek Ethiopic Tibetan Mongolian Khmer Lao Myanmar Sinhala Cherokee ' +
    'Canadian_Aboriginal Tifinagh Syriac Thaana Telugu Kannada Malayalam Gujarati Gurmukhi Oriya'
  ).split(' ');
  const found = [...notoScripts, ...scripts].find((s) => new RegExp(`\\p{Script=${s}}`, 'u').test(char));
  if (found) return found.replace(/_/g, ' ');
  if (/\p{Extended_Pictographic}/u.test(char)) return 'emoji';
  if (/\p{Co}/u.test(char)) return 'private use';
  return codePointName(char);
}
