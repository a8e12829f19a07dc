import { readFile } from '../project-files';
import { basename } from 'node:path';
import type { Photo } from '../../../src/photo-types';
import { encodePhotos, type EncodeMemo, type PhotoSource } from '../photos/encode-photos';
import type { ProgressOutput } from '../progress';
import type { CompiledPost } from './compile-post';
import { keptDir } from '../state/cache-dir';

/** The post column is at most 720 CSS px (src/components/PostImage.tsx): up to twice that for sharp screens. */
export const postImageWidths = [480, 720, 1080, 1440];

/**
 * Every image the posts and case studies show, encoded like the site's photos (AVIF, WebP and a JPEG, from the
 * photo cache when encoded before), by its source path.
 */
export async function postPhotos(
  posts: readonly { compiled: CompiledPost }[],
  { background, progress, memo }: { background: string; progress?: ProgressOutput; memo?: EncodeMemo },
) {
  const paths = [...new Set(posts.flatMap((post) => post.compiled.images.map((image) => image.src)))].sort();
  if (paths.length === 0) return { files: [], bySource: {} as Record<string, Photo>, encoded: 0 };
  const sources: PhotoSource[] = await Promise.all(
    paths.map(async (path) => ({
      key: path,
      file: basename(path),
      path,
      widths: postImageWidths,
      source: await readFile(path),
    })),
  );
  const { files, photos, encoded } = await encodePhotos(sources, {
    cacheDir: keptDir('photos'),
    background,
    progress,
    memo,
  });
  // Two copies of one picture under one name (a post's and a case study's chart.jpg) are encoded to the
  // same files, named by content: one copy of each.
  const unique = [...new Map(files.map((file) => [file.path, file])).values()];
  return { files: unique, bySource: photos as Record<string, Photo>, encoded };
}
