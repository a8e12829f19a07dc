import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import sharp from 'sharp';
import type { Renderer } from './bundle-renderer';

const require = createRequire(import.meta.url);
const interFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

/** Text as an SVG path in Inter, so the image looks the same on any machine, with or without fonts. */
function textPath(
  text: string,
  weight: number,
  size: number,
  x: number,
  y: number,
  fill: string,
  maxWidth: number,
) {
  const font = opentype.loadSync(interFile(weight));
  const fitted = Math.min(size, (size * maxWidth) / font.getAdvanceWidth(text, size));
  return `<path fill="${fill}" d="${font.getPath(text, x, y, fitted).toPathData(1)}"/>`;
}

/** The 1200×630 card that link previews show: the owner's name and role on the site's colours. */
export async function socialImage({ content: { owner }, theme: { colors } }: Renderer): Promise<Buffer> {
  const [width, height] = [1200, 630];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#020617"/><stop offset="0.6" stop-color="${colors.background}"/><stop offset="1" stop-color="#172554"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.2" r="0.5"><stop offset="0" stop-color="${colors.primaryStrong}" stop-opacity="0.55"/><stop offset="1" stop-color="${colors.primaryStrong}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
  <rect x="96" y="200" width="96" height="10" rx="5" fill="${colors.primary}"/>
  ${textPath(owner.name, 800, 104, 90, 340, colors.text, width - 192)}
  ${textPath(owner.role, 500, 44, 96, 420, colors.textSecondary, width - 192)}
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}
