import { basename } from 'node:path';
import type { Photo } from '../../../src/photo-types';
import { encodePhotos, type EncodeOptions } from '../photos/encode-photos';
import type { OutputFile } from '../publishing/output-files';
import { readFile } from '../project-files';
import { keptDir } from '../state/cache-dir';
import type { CompiledPost } from './compile-post';

/** The post column is at most 720 CSS px (src/components/PostImage.tsx): up to twice that for sharp screens. */
const postImageWidths = [480, 720, 1080, 1440];

/**
 * The posts' pictures a builder encoded, by source path, with the source they were made from: a
 * dev server's save reads from the cache only a picture that changed.
 */
export type PostPhotoMemo = Map<string, { source: Buffer; photo: Photo; files: OutputFile[] }>;
export const postPhotoMemo = (): PostPhotoMemo => new Map();

type Body = { compiled?: CompiledPost };
const imagesOf = (bodies: readonly Body[]) => bodies.flatMap((body) => body.compiled?.images ?? []);

/**
 * Every image the posts and case studies show, encoded like the site's photos, by its source path.
 * Those of the bodies already compiled are read (or encoded) at once, beside the compiling of the
 * others (an edited post), whose images follow once `ready`: after one post's edit among 1,000, the
 * 100 posts' pictures, read from the cache after its compile, kept the build waiting 0.5-0.6 s more.
 */
export async function postPhotos(
  bodies: readonly Body[],
  ready: Promise<void> | undefined,
  options: Omit<EncodeOptions, 'cacheDir' | 'memo'> & { memo: PostPhotoMemo },
) {
  const { memo, ...encoding } = options;
  const checked = new Set<string>();
  let encoded = 0;
  /** Reads each of `paths` not checked in this run, and encodes (or reads from the cache) those changed. */
  const bring = async (paths: readonly string[]) => {
    const fresh = [...new Set(paths)].filter((path) => !checked.has(path));
    for (const path of fresh) checked.add(path);
    const sources = await Promise.all(
      fresh.map(async (path) => ({
        key: path,
        file: basename(path),
        path,
        widths: postImageWidths,
        source: await readFile(path),
      })),
    );
    const changed = sources.filter(({ path, source }) => !memo.get(path)?.source.equals(source));
    if (changed.length === 0) return;
    const made = await encodePhotos(changed, { ...encoding, cacheDir: keptDir('photos') });
    encoded += made.encoded;
    const byPath = new Map(made.files.map((file) => [file.path, file]));
    for (const { path, source } of changed) {
      const photo = (made.photos as Record<string, Photo>)[path]!;
      const urls = Object.values(photo).flatMap((value) => (Array.isArray(value) ? value : []));
      memo.set(path, { source, photo, files: urls.map(({ url }) => byPath.get(url.slice(1))!) });
    }
  };
  const early = bring(imagesOf(bodies).map((image) => image.src));
  early.catch(() => {}); // awaited below, after the compile's own failure, which is the one to report
  await ready;
  await early;
  const paths = [...new Set(imagesOf(bodies).map((image) => image.src))].sort();
  await bring(paths);
  const shown = new Set(paths);
  for (const path of memo.keys()) if (!shown.has(path)) memo.delete(path);
  // Two copies of one picture under one name (a post's and a case study's chart.jpg) are encoded to the
  // same files, named by content: one copy of each.
  const files = new Map(paths.flatMap((path) => memo.get(path)!.files).map((file) => [file.path, file]));
  const bySource = Object.fromEntries(paths.map((path) => [path, memo.get(path)!.photo]));
  return { files: [...files.values()], bySource, encoded };
}
