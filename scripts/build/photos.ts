import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Site } from './bundle-server';
import type { Photo, PhotoSet } from '../../src/photo-types';
import { contentHash, type OutputFile } from './output-files';

/** The widths each photo is encoded at; the browser picks by viewport and pixel density. */
const widths: Record<keyof PhotoSet, number[]> = {
  mobilePortrait: [390, 640, 828],
  mobileLandscape: [844, 1280, 1792],
  tablet: [800, 1200, 1600],
  desktop: [1280, 1920, 2560],
  profile: [240, 480],
};

const formats = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 4 }),
  webp: (image: Sharp) => image.webp({ quality: 72 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true }),
} as const;

/** Bump when the encoder settings above change, so cached files are made again. */
const settingsVersion = 1;
const cacheDir = 'node_modules/.cache/site-photos';

/**
 * Encodes every photo of the content at each width in AVIF, WebP and JPEG.
 * Encoded files are cached by the hash of their source and settings, so a
 * rebuild with unchanged photos encodes nothing.
 */
export async function buildPhotos(photos: Site['content']['photos'], staticDir = 'static', basePath = '') {
  const named = { ...photos.landing, profile: photos.profile };
  const sources = await Promise.all(
    Object.entries(named).map(async ([key, { file }]) => ({
      key: key as keyof PhotoSet,
      file,
      source: await readFile(join(staticDir, 'photos', file)),
    })),
  );
  // The same photos as last time in this process (a dev rebuild): nothing to read again.
  const memoKey = JSON.stringify([basePath, ...sources.map((s) => [s.key, s.file, contentHash(s.source)])]);
  if (memo?.key === memoKey) return { ...memo.result, encoded: 0 };
  const result = await encodePhotos(sources, basePath);
  memo = { key: memoKey, result };
  return result;
}

let memo: { key: string; result: Awaited<ReturnType<typeof encodePhotos>> } | undefined;

async function encodePhotos(
  sources: { key: keyof PhotoSet; file: string; source: Buffer }[],
  basePath: string,
) {
  await mkdir(cacheDir, { recursive: true });
  const files: OutputFile[] = [];
  const set = {} as PhotoSet;
  let encoded = 0;
  for (const { key, file, source } of sources) {
    const meta = await sharp(source).metadata();
    if (!meta.width || !meta.height) throw new Error(`static/photos/${file}: not a readable image`);
    const hash = createHash('sha256').update(source).update(`v${settingsVersion}`).digest('hex').slice(0, 12);
    const usable = widths[key].filter((w) => w <= meta.width!);
    const sizes = usable.length > 0 ? usable : [meta.width];
    const stem = file.replace(/\.[^.]+$/, '');
    const photo: Photo = { width: meta.width, height: meta.height, avif: [], webp: [], jpeg: [] };
    for (const width of sizes) {
      for (const [format, encode] of Object.entries(formats) as [
        keyof typeof formats,
        (typeof formats)['avif'],
      ][]) {
        const name = `${stem}-${width}-${hash}.${format === 'jpeg' ? 'jpg' : format}`;
        const cached = join(cacheDir, name);
        let contents: Buffer | null = await readFile(cached).catch(() => null);
        if (!contents) {
          const fresh = await encode(sharp(source).resize({ width, withoutEnlargement: true })).toBuffer();
          await writeFile(cached, fresh);
          contents = fresh;
          encoded++;
        }
        files.push({ path: `assets/photos/${name}`, contents });
        photo[format].push({ url: `${basePath}/assets/photos/${name}`, width, bytes: contents.length });
      }
    }
    set[key] = photo;
  }
  return { files, set, encoded };
}
