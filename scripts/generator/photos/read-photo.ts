import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { keptDir } from '../state/cache-dir';
import { keptResults } from '../state/kept-results';
import type { Sharp, SharpOptions } from 'sharp';
import { loadSharp } from './load-sharp';
import { maxMegapixels, PhotoError, photoProblem } from './photo-error';

/** Every decode: a bounded size, and rows read top to bottom (a 48 MP JPEG is shrunk as it is read). */
const limits: SharpOptions = { limitInputPixels: maxMegapixels * 1_000_000, sequentialRead: true };

/** HEIF brands of HEVC pictures, which sharp's prebuilt libvips reads the header of but cannot decode. */
const hevcBrands = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);

/** HEIC by the file's bytes (its ftyp box), whatever its name says; AVIF, also HEIF, is left to sharp. */
export function isHeic(bytes: Uint8Array): boolean {
  const text = (start: number) => String.fromCharCode(...bytes.subarray(start, start + 4));
  if (bytes.length < 16 || text(4) !== 'ftyp') return false;
  const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length);
  const brands = [
    text(8),
    ...Array.from({ length: Math.max(0, (size - 16) / 4) }, (_, i) => text(16 + i * 4)),
  ];
  if (hevcBrands.has(brands[0]!)) return true;
  return !brands.includes('avif') && brands.some((brand) => hevcBrands.has(brand));
}

/**
 * A PNG with an ICC profile chunk (iCCP) added after its header: sharp gives raw pixels no
 * profile, but reads one from a PNG. Level 0 compression: the PNG only carries pixels to sharp.
 */
function withProfile(png: Buffer, icc: Buffer): Buffer {
  const data = Buffer.concat([Buffer.from('ICC\0\0', 'latin1'), deflateSync(icc)]);
  const type = Buffer.from('iCCP', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const headerEnd = 8 + 25; // the signature, then IHDR: length, type, 13 bytes, CRC
  return Buffer.concat([png.subarray(0, headerEnd), length, type, data, crc, png.subarray(headerEnd)]);
}

type Header = Pick<SourcePhoto, 'width' | 'height' | 'hasAlpha'>;

/**
 * The headers of the photos read before, by their bytes (with the limit they were checked against):
 * a build whose photos are all encoded already reads them without sharp. A HEIC photo's is read
 * again, for its colour profile.
 */
const keptHeaders = keptResults<Header>({
  dir: keptDir('photo-headers'),
  write: (header) => JSON.stringify(header),
  read: (bytes) => JSON.parse(bytes.toString('utf8')) as Header,
});
const headerKey = (bytes: Buffer) =>
  `${createHash('sha256').update(`${maxMegapixels}\0`).update(bytes).digest('hex').slice(0, 32)}.json`;

/** A source photo, upright: its size as shown and a fresh pipeline for each encode. */
export type SourcePhoto = {
  file: string;
  width: number;
  height: number;
  hasAlpha: boolean;
  open: () => Promise<Sharp>;
};

/**
 * Reads a photo's header (nothing is decoded yet): any format sharp reads, and HEIC through
 * heic-decode. Throws a PhotoError naming `file` when the bytes are no photo the build can use.
 */
export async function readPhoto(file: string, bytes: Buffer): Promise<SourcePhoto> {
  if (bytes.length === 0) {
    const fix =
      'Copy the photo again from the phone or camera (a sync that did not finish leaves such files)';
    throw new PhotoError([{ file, reason: 'is empty (0 bytes)', fix: `${fix} and replace the file` }]);
  }
  const heic = isHeic(bytes);
  const key = heic ? '' : headerKey(bytes);
  const kept = heic ? undefined : await keptHeaders.find(key);
  if (kept)
    return { file, ...kept, open: async () => (await loadSharp())(bytes, { ...limits, autoOrient: true }) };
  const sharp = await loadSharp();
  const meta = await sharp(bytes, limits)
    .metadata()
    .catch((error: unknown) => {
      throw new PhotoError([photoProblem(file, error)]);
    });
  // A HEIC's EXIF orientation is not applied: libheif turns the pixels upright itself (irot, imir).
  const { width, height } = heic ? meta : (meta.autoOrient ?? meta);
  if (!width || !height) throw new PhotoError([photoProblem(file, new Error('no image size in the file'))]);
  if (width * height > maxMegapixels * 1_000_000) {
    const reason = `is ${width} × ${height} pixels (${Math.round((width * height) / 1e6)} megapixels), more than the ${maxMegapixels} megapixels the build decodes`;
    const fix = `Resize it to at most ${maxMegapixels} megapixels and replace the file`;
    throw new PhotoError([{ file, reason, fix }]);
  }
  const hasAlpha = Boolean(meta.hasAlpha);
  if (!heic) {
    await keptHeaders.keep(key, { width, height, hasAlpha });
    return { file, width, height, hasAlpha, open: async () => sharp(bytes, { ...limits, autoOrient: true }) };
  }
  // Decoded once, on the first encode that needs it (a build from the cache decodes nothing), and
  // shared by the encodes of this photo: 4 bytes a pixel while they run.
  let decoded: Promise<() => Sharp> | undefined;
  const decode = async () => {
    // libheif is loaded for a HEIC to decode only: it takes most of a second to load.
    const { default: decodeHeic } = await import('heic-decode');
    const { data, ...size } = await decodeHeic({ buffer: bytes }).catch((error: unknown) => {
      throw new PhotoError([photoProblem(file, error)]);
    });
    const raw = { ...size, channels: 4 as const };
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    if (!meta.icc) return () => sharp(pixels, { ...limits, raw });
    // An iPhone's photo is Display P3: its profile goes with the pixels, to be converted to sRGB.
    const png = withProfile(await sharp(pixels, { raw }).png({ compressionLevel: 0 }).toBuffer(), meta.icc);
    return () => sharp(png, limits);
  };
  const open = async () => {
    const image = (await (decoded ??= decode()))();
    return hasAlpha ? image : image.removeAlpha();
  };
  return { file, width, height, hasAlpha, open };
}
