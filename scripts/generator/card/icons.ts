import { loadSharp } from '../photos/load-sharp';
import { createHash } from 'node:crypto';
import type { OutputFile } from '../publishing/output-files';
import { keptDir } from '../state/cache-dir';
import { keptResults } from '../state/kept-results';
import { pipelineHash } from './cached-card';

/** The theme's colours the icons are drawn in (src/theme.ts `colors`). */
export type IconColors = { primaryStrong: string; text: string; background: string };

/**
 * The site's icon, a night mountain under the moon on a disc, in the theme's colours: the disc is the
 * buttons' blue (`primaryStrong`), the drawing the text colour, so a new theme's icons match its pages.
 * A `favicon.svg` of the owner's own in static/ replaces it.
 */
export const faviconSvg = ({ primaryStrong, text }: IconColors) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${primaryStrong}"/><path d="M14 44l12-18 8 11 6-8 10 15z" fill="${text}"/><circle cx="44" cy="20" r="5" fill="${text}"/></svg>\n`;

/** An .ico holding one PNG image (valid since Windows Vista; every browser reads it). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22); // zeros: the reserved fields
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

type IconSources = { svg: Buffer; background: string; drawnSvg: boolean };

/**
 * The favicon (SVG and ICO), the apple touch icon and the manifest's icons, drawn from `svg`; the
 * padded ones are opaque, on the page colour. The SVG is among them only when drawn here (an owner's
 * own is copied with static/).
 */
export async function drawIcons({ svg, background, drawnSvg }: IconSources): Promise<OutputFile[]> {
  const sharp = await loadSharp();
  const png = (size: number, padding = 0) => {
    const image = sharp(svg, { density: 384 }).resize(size - 2 * padding, size - 2 * padding);
    const framed = !padding
      ? image
      : image
          .extend({ top: padding, bottom: padding, left: padding, right: padding, background })
          .flatten({ background });
    return framed.png({ compressionLevel: 9 }).toBuffer();
  };
  return [
    ...(drawnSvg ? [{ path: 'favicon.svg', contents: svg }] : []),
    { path: 'favicon.ico', contents: icoFromPng(await png(32), 32) },
    { path: 'apple-touch-icon.png', contents: await png(180, 16) },
    { path: 'icon-192.png', contents: await png(192) },
    { path: 'icon-512.png', contents: await png(512) },
    // Maskable icons keep their content inside the central 80% safe zone.
    { path: 'icon-maskable-512.png', contents: await png(512, 64) },
  ];
}

/** The icons drawn, kept on disk by what they are drawn from: a new process draws them only for new sources. */
const keptIcons = keptResults<OutputFile[]>({
  dir: keptDir('icons'),
  write: (files) =>
    JSON.stringify(files.map(({ path, contents }) => [path, Buffer.from(contents).toString('base64')])),
  read: (bytes) =>
    (JSON.parse(bytes.toString('utf8')) as [string, string][]).map(([path, base64]) => ({
      path,
      contents: Buffer.from(base64, 'base64'),
    })),
});

/**
 * `drawIcons`, from the cache when drawn before from the same sources and the same drawing code and
 * packages (./cached-card.ts's pipeline): five PNGs took 0.1 s of every build and loaded sharp.
 */
export function cachedIcons(sources: IconSources): Promise<OutputFile[]> {
  const key = createHash('sha256')
    .update(JSON.stringify([pipelineHash(), sources.background, sources.drawnSvg]))
    .update(sources.svg)
    .digest('hex')
    .slice(0, 32);
  return keptIcons.get(`${key}.json`, () => drawIcons(sources));
}
