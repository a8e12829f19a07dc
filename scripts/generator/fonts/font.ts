import { createFontStack } from '@capsizecss/core';
import { transform } from 'esbuild';
import type opentype from 'opentype.js';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { keptFiles, keptResults } from '../state/kept-results';
import { toolchainHash } from '../writing/toolchain-hash';
import { arial, inter as interMetrics, roboto } from './fallback-metrics';
import { interInstance, loadInter, opsz, parse, type Inter } from './inter';
import { contentHash } from '../publishing/output-files';
import { inRange, serializeUnicodeRange } from './unicode-range';
import { keptDir } from '../state/cache-dir';

const cacheDir = keptDir('font');

/** A word no width is kept for, measured before the measuring fonts were loaded (`measuring()`). */
export class WidthUnknown extends Error {}

const keptWidths = keptResults<[string, number][]>({
  dir: keptDir('widths'),
  write: (widths) => JSON.stringify(widths),
  read: (bytes) => JSON.parse(bytes.toString('utf8')) as [string, number][],
});
/** This module's code, by which the widths it measures are kept (its way of measuring). */
const ownCode = () => readFileSync(fileURLToPath(import.meta.url), 'utf8');
/** The weights the theme uses; the variable font keeps just this range of its axis. */
const weights = { min: 400, max: 800 };
/**
 * The OpenType features kept: kerning, and what accents and ligatures need. Inter's contextual
 * alternates, stylistic sets and figure variants (which these pages never switch on) were a quarter
 * of the file: 15.3 KB -> 11.3 KB, so the font arrives within one TCP initial window.
 */
const features = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk'];

/**
 * Inter, self-hosted from the whole variable font, split into Fontsource's faces by unicode-range; each page
 * names and preloads only the faces whose characters it shows, `font-display: optional`. Then fallback faces
 * whose metrics capsize matched to Inter, regular and bold (Firefox does not make a single regular local()
 * face bold: the 600 to 800 weights would print regular). Matched metrics keep line heights but not every
 * word's width, so a late swap could re-wrap a line and shift what follows (measured: CLS 0.006 to 0.03 when
 * the font came after the first paint). With `optional` the page waits about 100 ms for the preloaded font,
 * else keeps the fallback for that page: Inter from the next page on, no shift. `fittedWeights` are the
 * headings' weights, at which words are measured (src/components/fit.ts).
 */
export async function buildFont(fittedWeights: readonly number[]) {
  const inter = await loadInter();
  let fonts: Map<number, opentype.Font> | undefined;
  // Each word's width once, while this font is kept: headings repeat their words (a post's title is on its page,
  // its neighbours', the lists and its tags' pages), and measuring is most of rendering a heading. Kept on
  // disk too: a build whose headings were all measured before loads no measuring font (0.3 s).
  const widthsKey = `${createHash('sha256')
    .update(JSON.stringify([toolchainHash(), ownCode(), fittedWeights]))
    .digest('hex')
    .slice(0, 32)}.json`;
  const widths = new Map(await keptWidths.find(widthsKey));
  const knownWidths = widths.size;
  /** The width of `text` in em at `weight` (one of the fitted weights), kerned. */
  const measure = (text: string, weight: number) => {
    const key = `${weight} ${text}`;
    let width = widths.get(key);
    if (width !== undefined) return width;
    const font = fonts?.get(weight);
    if (!fonts) throw new WidthUnknown(text);
    if (!font)
      throw new Error(
        fonts
          ? `No measuring font for weight ${weight}: the theme's heading weights are the ones measured`
          : 'Words measured before the measuring fonts were loaded (`measuring()`)',
      );
    // A character Inter lacks is drawn by a fallback: counted as a full em (an ideograph's width).
    const chars = [...text];
    const known = chars.filter((char) => inter.has(char.codePointAt(0)!));
    width = font.getAdvanceWidth(known.join(''), 1, { kerning: true }) + (chars.length - known.length);
    widths.set(key, width);
    return width;
  };
  /**
   * Loads the measuring fonts, before a page is rendered: a build whose pages are all kept measures no
   * word, and loading them (opentype.js, a parse of each) took 0.3 s of its process.
   */
  const measuring = async () => {
    fonts ??= new Map(await Promise.all(fittedWeights.map((weight) => measuringFont(inter, weight))));
  };
  /** Keeps the widths for the next build, if any was measured. */
  const keepWidths = async () => {
    if (widths.size > knownWidths) await keptWidths.keep(widthsKey, [...widths]);
  };
  return { inter, fallback: await fallbackFaces(), measure, measuring, keepWidths };
}

export type Font = Awaited<ReturnType<typeof buildFont>>;

async function fallbackFaces() {
  // Arial where it exists (Liberation Sans and Arimo share its metrics, so the same overrides fit
  // them), else Roboto (Android, which has no Arial): each sized to Inter.
  const regular = createFontStack([interMetrics, arial, roboto])
    .fontFaces.replace('"Inter Fallback: Arial"', '"Inter Fallback"')
    .replace('"Inter Fallback: Roboto"', '"Inter Fallback Roboto"')
    .replace(
      "src: local('Arial'), local('ArialMT');",
      "src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo');",
    )
    .replace(
      "src: local('Roboto Regular'), local('Roboto-Regular');",
      "src: local('Roboto'), local('Roboto Regular'), local('Roboto-Regular');",
    );
  if (!regular.includes('"Inter Fallback"') || !regular.includes("local('Roboto')"))
    throw new Error('@capsizecss/core: the fallback faces no longer have the expected form');
  // The same faces, overrides and all, for the bold weights: each family's bold file by its local names.
  const bold = regular
    .replace(
      "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('Arimo')",
      "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold'), local('Arimo Bold')",
    )
    .replace(
      "local('Roboto'), local('Roboto Regular'), local('Roboto-Regular')",
      "local('Roboto Bold'), local('Roboto-Bold')",
    )
    .replace(/font-family: ("[^"]+");/g, 'font-family: $1;\n  font-weight: 600 800;');
  return (await transform(`${regular}\n${bold}`, { loader: 'css', minify: true })).code.trim();
}

/**
 * Always in the latin file, so text that appears later (an error message, say) is mostly in Inter;
 * any other character falls back to the metric-matched face.
 */
const baseCharacters = `abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !"'(),-./:;?&`;

/**
 * The font files for these pages: each face that some page shows a character of, cut to the characters the
 * pages show in its range (`shown`: each page's text, scripts/generator/pages/rendered-text.ts), and, by
 * page, which of them it uses. A character in two faces' ranges (a combining accent) counts for the first,
 * latin before the others. Cached by their inputs, since cutting takes most of a second.
 */
export async function subsetFonts(inter: Inter, shown: ReadonlyMap<string, string>) {
  // The characters of each page that Inter draws (the others fall back; see ./glyphs.ts).
  const drawnByInter = (text: string) =>
    [...new Set(text)].filter((char) => char >= ' ' && inter.has(char.codePointAt(0)!));
  const drawn = new Map([...shown].map(([path, text]) => [path, drawnByInter(text)]));
  const all = new Set([...baseCharacters, ...[...drawn.values()].flat()]);
  const faceOf = (char: string) => inter.faces.find((face) => inRange(face.range, char.codePointAt(0)!));
  const shownFaces = new Set([...all].map(faceOf));
  const used = inter.faces.filter((face) => face.name === 'latin' || shownFaces.has(face));
  const files = await Promise.all(
    used.map(async (face) => {
      const text = [...all]
        .filter((c) => inRange(face.range, c.codePointAt(0)!))
        .sort()
        .join('');
      const contents = await cut(inter.source, text);
      const path = `assets/inter-${face.name}-${contentHash(contents)}.woff2`;
      // Inter's other symbols are many: that face declares just the ones cut into it.
      const range = face.css ?? serializeUnicodeRange([...text].map((c) => c.codePointAt(0)!));
      return { face, file: { path, contents }, range };
    }),
  );
  const facesOf = (path: string) => {
    const chars = drawn.get(path) ?? [];
    return files.filter(({ face }) => face.name === 'latin' || chars.some((c) => faceOf(c) === face));
  };
  return { files, facesOf };
}

async function cut(source: Buffer, text: string): Promise<Buffer> {
  const key = contentHash(`${contentHash(source)}${text}${weights.min}-${weights.max}${features}`);
  return keptFiles(cacheDir).get(`${key}.woff2`, async () => {
    // Loaded only when the cache misses: HarfBuzz's WebAssembly takes a while to start.
    const { default: subset } = await import('subset-font');
    return subset(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: weights, opsz: opsz.text },
      keepFeatures: features,
    });
  });
}

/** Inter's whole character set at one weight, for measuring words (about 0.3 MB, cached), by weight. */
async function measuringFont(inter: Inter, weight: number) {
  const key = contentHash(`${contentHash(inter.source)}measure${weight}`);
  const font = await keptFiles(cacheDir).get(`${key}.ttf`, () => interInstance(inter, weight, opsz.text));
  return [weight, await parse(font)] as const;
}

/** The @font-face rules of the faces one page uses, their URLs already given the base path. */
export function faceRules(faces: readonly { url: string; range: string }[]): string {
  return faces
    .map(
      ({ url, range }) =>
        `@font-face{font-family:Inter;font-display:optional;font-weight:${weights.min} ${weights.max};src:url(${url}) format("woff2");unicode-range:${compact(range)}}`,
    )
    .join('\n');
}

/** `U+0000-00FF` as `U+0-FF`: the same range, in fewer bytes of every page's CSS. */
const compact = (range: string) =>
  range.replace(/U\+0+(?=[0-9A-F])/gi, 'U+').replace(/-0+(?=[0-9A-F])/g, '-');
