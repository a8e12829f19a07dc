import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { colors } from '../src/theme';
import { cachedIcons, faviconSvg, type IconColors } from '../scripts/generator/card/icons';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/**
 * The colour of one pixel of an icon the build draws from these colours, at (x, y) of the
 * icon's 64-unit drawing. An .ico holds one PNG after its 22-byte header.
 */
async function pixel(theme: IconColors, path: string, [x, y]: readonly [number, number]) {
  // As a build has them: drawn, or from the cache when drawn before from the same colours.
  const icons = await cachedIcons({
    svg: Buffer.from(faviconSvg(theme)),
    background: theme.background,
    drawnSvg: true,
  });
  const icon = icons.find((file) => file.path === path)!;
  const png = path.endsWith('.ico') ? Buffer.from(icon.contents).subarray(22) : icon.contents;
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / 64;
  const at = (Math.floor(y * scale) * info.width + Math.floor(x * scale)) * info.channels;
  return [...data.subarray(at, at + 3)];
}

/** Within a step of rounding, as the SVG is rasterised and resized. */
const near = (actual: number[], expected: number[]) =>
  actual.every((value, i) => Math.abs(value - expected[i]!) <= 2);

// The disc below the mountain, and inside the mountain's peak: the icon's two colours.
const disc = [32, 52] as const;
const peak = [26, 31] as const;

const icons = suite("icons: drawn in the theme's colours");

icons("the favicon and the manifest's icons take the theme's disc and drawing colours", async () => {
  for (const path of ['favicon.ico', 'icon-192.png', 'icon-512.png']) {
    assert.ok(near(await pixel(colors, path, disc), rgb(colors.primaryStrong)), `${path}: disc`);
    assert.ok(near(await pixel(colors, path, peak), rgb(colors.text)), `${path}: drawing`);
  }
});

icons("another theme's colours change the icons' pixels", async () => {
  const other = { ...colors, primaryStrong: '#b91c1c', text: '#fde68a' };
  const [before, after] = await Promise.all([
    pixel(colors, 'icon-512.png', disc),
    pixel(other, 'icon-512.png', disc),
  ]);
  assert.ok(near(after, rgb(other.primaryStrong)), `the disc is ${after}, not ${rgb(other.primaryStrong)}`);
  assert.not.equal(after, before);
  assert.ok(near(await pixel(other, 'icon-512.png', peak), rgb(other.text)), 'the drawing');
});

icons.run();
