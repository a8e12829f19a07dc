import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { testVariables } from '../../scripts/env';

export const red = { r: 255, g: 0, b: 0 };
export const blue = { r: 0, g: 0, b: 255 };
type Colour = typeof red;

/** An upright photo whose top half is red and bottom half blue: which way up it came out shows at a glance. */
export async function halves(width: number, height: number): Promise<Buffer> {
  const top = await sharp({ create: { width, height: height / 2, channels: 3, background: red } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: blue } })
    .composite([{ input: top, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

/**
 * A picture of the test's own written to `path` (a JPEG, red over blue, 1600 × 1000 unless told):
 * the tests never borrow the template's photos, which an owner replaces or deletes.
 */
export async function writePicture(path: string, width = 1600, height = 1000): Promise<void> {
  writeFileSync(
    path,
    await sharp(await halves(width, height))
      .jpeg({ quality: 80 })
      .toBuffer(),
  );
}

/**
 * `upright` as a phone stores a portrait: the pixels turned a quarter left, and
 * EXIF orientation 6 ("turn 90° clockwise to show") telling viewers to put it back.
 */
export async function sideways(upright: Buffer): Promise<Buffer> {
  return sharp(upright).rotate(270).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();
}

/**
 * Whether Debian's `heif-enc` (libheif-examples) is here to make HEIC fixtures.
 * Without it the HEIC tests are skipped with one loud line, except under CI=true, where .ci/run installs it.
 */
export function heifEncAvailable(): boolean {
  if (spawnSync('heif-enc', ['--help']).error === undefined) return true;
  const missing = 'heif-enc is not installed (apt-get install libheif-examples):';
  if (testVariables().ci) throw new Error(`${missing} the HEIC tests cannot be skipped in CI.`);
  console.warn(`\n!!! ${missing} HEIC TESTS SKIPPED. !!!\n`);
  return false;
}

/**
 * `image` encoded as HEIC (HEVC) by libheif, as an iPhone saves its photos; with x265's fastest
 * preset, a third of the default's time (a phone-sized photo took a second of CPU).
 */
export function heicOf(image: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'heic-'));
  try {
    writeFileSync(join(dir, 'in.png'), image);
    execFileSync(
      'heif-enc',
      ['-q', '60', '-p', 'preset=ultrafast', '-o', join(dir, 'out.heic'), join(dir, 'in.png')],
      {
        stdio: 'pipe',
      },
    );
    return readFileSync(join(dir, 'out.heic'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The colour at a point given as fractions of an encoded image's width and height. */
export async function colourAt(image: Uint8Array | string, x: number, y: number): Promise<Colour> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(y * (info.height - 1)) * info.width + Math.floor(x * (info.width - 1))) * 3;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

/** Colours differ by at most `tolerance` in every channel (lossy encoders shift them a little). */
export const near = (a: Colour, b: Colour, tolerance = 24) =>
  Math.abs(a.r - b.r) <= tolerance && Math.abs(a.g - b.g) <= tolerance && Math.abs(a.b - b.b) <= tolerance;
