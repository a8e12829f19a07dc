import { loadSharp } from '../photos/load-sharp';
import type { CardValues } from './social-card';
import { lastResult } from '../state/last-result';

type Size = { width: number; height: number; bar: { width: number; height: number } };

/**
 * The card's gradients as RGB pixels, and its accent bar apart (it moves with the texts) as RGBA: the
 * same for every card of a build, so drawn once for the last colours and size asked.
 */
export const cardBackground = lastResult(
  async ({ colors, size }: { colors: CardValues['colors']; size: Size }) => {
    const sharp = await loadSharp();
    const [background, bar] = await Promise.all([
      sharp(Buffer.from(gradients(colors, size)))
        .removeAlpha()
        .raw()
        .toBuffer(),
      sharp(Buffer.from(accentBar(colors, size)))
        .ensureAlpha()
        .raw()
        .toBuffer(),
    ]);
    return { background, bar };
  },
);

const gradients = (colors: CardValues['colors'], { width, height }: Size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#020617"/><stop offset="0.6" stop-color="${colors.background}"/><stop offset="1" stop-color="#172554"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.85" cy="0.2" r="0.5"><stop offset="0" stop-color="${colors.primaryStrong}" stop-opacity="0.55"/><stop offset="1" stop-color="${colors.primaryStrong}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#glow)"/>
</svg>`;

const accentBar = (colors: CardValues['colors'], { bar }: Size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${bar.width}" height="${bar.height}"><rect width="${bar.width}" height="${bar.height}" rx="${bar.height / 2}" fill="${colors.primary}"/></svg>`;
