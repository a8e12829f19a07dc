import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createFontStack } from '@capsizecss/core';
import { arial, inter, roboto } from './fallback-metrics';
import { contentHash, type OutputFile } from './output-files';
import { renderedText } from './rendered-text';

const require = createRequire(import.meta.url);
const fontsource = dirname(require.resolve('@fontsource-variable/inter/package.json'));

const cacheDir = 'node_modules/.cache/site-font';
/** The weights the theme uses; the variable font keeps just this range of its axis. */
const weights = { min: 400, max: 800 };
/**
 * The OpenType features kept: kerning, and what accents and ligatures need.
 * Inter's contextual alternates, stylistic sets and figure variants (which
 * these pages never switch on) were a quarter of the file: 15.3 KB -> 11.3 KB,
 * so the font arrives within one TCP initial window.
 */
const features = ['kern', 'liga', 'ccmp', 'locl', 'mark', 'mkmk'];

/**
 * Inter, self-hosted: the variable latin face of @fontsource-variable/inter,
 * preloaded, `font-display: optional`, and a fallback face whose metrics
 * capsize matched to Inter. Matched metrics keep line heights but not every
 * word's width, so a late swap could re-wrap a line and shift what follows
 * (measured: CLS 0.006 to 0.03 when the font came after the first paint).
 * With `optional` the page waits about 100 ms for the preloaded font, else
 * keeps the fallback for that page: Inter from the next page on, no shift. The file is cut down (subset-font, i.e.
 * HarfBuzz) to printable ASCII and the other characters the pages use, at the
 * weights the theme uses; see `subsetFont`. Its @font-face rules are made once
 * the subset, and so its URL, is known: `faces(url)`.
 */
export async function buildFont() {
  const cssFile = await readFile(join(fontsource, 'wght.css'), 'utf8');
  const latin = cssFile.match(/\/\* inter-latin-wght-normal \*\/\s*@font-face\s*\{([^}]*)\}/);
  const unicodeRange = latin?.[1]?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!unicodeRange) throw new Error('@fontsource-variable/inter: no latin face found in wght.css');
  const source = await readFile(join(fontsource, 'files/inter-latin-wght-normal.woff2'));

  // Arial where it exists (Liberation Sans and Arimo share its metrics, so the same overrides fit
  // them), else Roboto (Android, which has no Arial): each sized to Inter.
  const fallback = createFontStack([inter, arial, roboto])
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
  if (!fallback.includes('"Inter Fallback"') || !fallback.includes("local('Roboto')"))
    throw new Error('@capsizecss/core: the fallback faces no longer have the expected form');
  const faces = (url: string) =>
    `@font-face{font-family:Inter;font-style:normal;font-display:optional;font-weight:${weights.min} ${weights.max};src:url(${url}) format("woff2");unicode-range:${unicodeRange}}\n${fallback}\n`;
  return { source, faces };
}

/**
 * Always in the file, so text that appears later (an error message, say) is
 * mostly in Inter; any other character falls back to the metric-matched face.
 */
const baseCharacters = `abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !"'(),-./:;?&`;

/**
 * The font file for these pages: the base characters and every character
 * their text shows (scripts/build/rendered-text.ts). Printable ASCII in full
 * was 2.4 KB more for symbols no page shows. Cached by its inputs, since
 * cutting takes most of a second.
 */
export async function subsetFont(source: Buffer, pages: readonly string[]): Promise<OutputFile> {
  const used = new Set(baseCharacters);
  for (const html of pages) for (const char of renderedText(html)) if (char >= ' ') used.add(char);
  const text = [...used].sort().join('');
  const key = contentHash(`${contentHash(source)}${text}${weights.min}-${weights.max}${features}`);
  const cached = join(cacheDir, `${key}.woff2`);
  let contents: Buffer | null = await readFile(cached).catch(() => null);
  if (!contents) {
    // Loaded only when the cache misses: HarfBuzz's WebAssembly takes a while to start.
    const { default: subset } = await import('subset-font');
    const cut = await subset(source, text, {
      targetFormat: 'woff2',
      variationAxes: { wght: weights },
      keepFeatures: features,
    });
    await mkdir(cacheDir, { recursive: true });
    await writeFile(cached, cut);
    contents = cut;
  }
  return { path: `assets/inter-latin-${contentHash(contents)}.woff2`, contents };
}
