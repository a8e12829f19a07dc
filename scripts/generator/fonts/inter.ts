import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type opentype from 'opentype.js';
import { contentHash } from '../publishing/output-files';
import { keptDir } from '../state/cache-dir';
import { keptResults } from '../state/kept-results';
import { inOwnProcess } from '../other-cores';
import { fontsourceFaces, inRange, type UnicodeRange } from './unicode-range';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

/**
 * Inter's optical size for text: the pages' faces keep it, as the fontsource faces did
 * (the `opsz` axis pinned at its default); the card's large type uses the display size.
 */
export const opsz = { text: 14, display: 32 } as const;

/**
 * One of the pages' Inter faces: a Fontsource subset's name and range ('latin', 'cyrillic'...),
 * and the unicode-range it declares; none for the symbols face, which declares what is cut into it.
 */
export type InterFace = { name: string; range: UnicodeRange; css?: string };

export type Inter = Awaited<ReturnType<typeof loadInter>>;

/**
 * Inter, whole (every script it has: Latin with its extensions, Cyrillic, Greek, Vietnamese, arrows
 * and symbols), and the faces the pages split it into: Fontsource's subsets, by their unicode-range,
 * then one for what Inter has outside them all (← is in none). A face is served only to a page that
 * shows one of its characters, cut to the characters the pages show.
 */
export async function loadInter() {
  const source = await readFile(join(packageDir('inter-ui'), 'variable/InterVariable.woff2'));
  const stylesheet = await readFile(join(packageDir('@fontsource-variable/inter'), 'wght.css'), 'utf8');
  const named = fontsourceFaces(stylesheet)
    .filter((face) => face.name.endsWith('-wght-normal'))
    .map((face) => ({
      name: face.name.replace(/^inter-|-wght-normal$/g, ''),
      range: face.range,
      css: face.rangeText,
    }));
  if (!named.some((face) => face.name === 'latin'))
    throw new Error('@fontsource-variable/inter: no latin face found in wght.css');
  const codePoints = await interCodePoints.get(contentHash(source), async () => {
    const whole = await parse(await unpacked(source, 'sfnt'));
    return Object.keys(whole.tables.cmap?.glyphIndexMap ?? {}).map(Number);
  });
  const covered = new Set(codePoints);
  const others = codePoints.filter((cp) => cp > 0x20 && !named.some((face) => inRange(face.range, cp)));
  const faces: InterFace[] = [...named, { name: 'symbols', range: others.map((cp) => [cp, cp] as const) }];
  return { source, faces, has: (codePoint: number) => covered.has(codePoint), codePoints };
}

/**
 * The characters Inter has, kept by its file's hash: unpacking and parsing the whole variable font
 * (and loading the two packages that do) took 0.4 s of every build's process.
 */
const interCodePoints = keptResults<number[]>({
  dir: keptDir('font'),
  write: (codePoints) => Buffer.from(JSON.stringify(codePoints)),
  read: (bytes) => JSON.parse(bytes.toString('utf8')) as number[],
});

/** What an instance of Inter is cut from: its source, the characters kept, the weight and optical size. */
export type InstanceJob = { source: Uint8Array; chars: string; weight: number; opticalSize: number };

/**
 * Inter at one weight as static TrueType: the card's font (Pango loads it by file) and the measuring one.
 * A whole instance is cut in a process of its own: HarfBuzz's memory grows by 100 MB for it, and a
 * process keeps WebAssembly's memory until it ends (a cold build's peak was 60 MB higher).
 */
export async function interInstance(inter: Inter, weight: number, opticalSize: number, text?: string) {
  const job = {
    source: inter.source,
    chars: text ?? String.fromCodePoint(...inter.codePoints),
    weight,
    opticalSize,
  };
  if (text !== undefined) return instanceHere(job);
  let made: Uint8Array | undefined;
  await inOwnProcess('interInstance', job, (part) => (made = part));
  return Buffer.from(made!.buffer, made!.byteOffset, made!.length);
}

/** An instance of Inter cut by HarfBuzz in this process. */
export async function instanceHere({ source, chars, weight, opticalSize }: InstanceJob): Promise<Buffer> {
  // Loaded when first needed (60-70 ms of a build's start): a build whose fonts are all kept makes none.
  const { default: subset } = await import('subset-font');
  return subset(Buffer.from(source.buffer, source.byteOffset, source.length), chars, {
    targetFormat: 'truetype',
    variationAxes: { wght: weight, opsz: opticalSize },
  });
}

/** A WOFF or WOFF2 font as `format`, by fontverter (loaded once needed: few builds unpack a font). */
export async function unpacked(font: Buffer, format: 'sfnt' | 'truetype'): Promise<Buffer> {
  const { default: fontverter } = await import('fontverter');
  return fontverter.convert(font, format);
}

/** A font parsed by opentype.js (loaded once needed: the kept pages measure no word). */
export async function parse(font: Buffer): Promise<opentype.Font> {
  const { default: opentype } = await import('opentype.js');
  return opentype.parse(font.buffer.slice(font.byteOffset, font.byteOffset + font.length));
}
