import { basename } from 'node:path';
import type { Photo } from '../../../src/photo-types';
import type { Renderer } from '../bundling/bundle-renderer';
import type { Inter } from '../fonts/inter';
import type { NotoFonts } from '../fonts/noto-fonts';
import { encodePhotos, type EncodeMemo, type EncodeOptions } from '../photos/encode-photos';
import type { ProgressOutput } from '../progress';
import { readFile } from '../project-files';
import { keptDir } from '../state/cache-dir';
import type { ReadCaseStudy } from './case-studies';
import type { CompiledPost } from './compile-post';
import { postCards, type PostCardMemo } from './post-cards';
import type { ReadPost } from './read-posts';

/** The post column is at most 720 CSS px (src/components/PostImage.tsx): up to twice that for sharp screens. */
const postImageWidths = [480, 720, 1080, 1440];

/** Every image the posts and case studies show, encoded like the site's photos, by its source path. */
async function postPhotos(
  posts: readonly { compiled: CompiledPost }[],
  options: Omit<EncodeOptions, 'cacheDir'>,
) {
  const paths = [...new Set(posts.flatMap((post) => post.compiled.images.map((image) => image.src)))].sort();
  if (paths.length === 0) return { files: [], bySource: {} as Record<string, Photo>, encoded: 0 };
  const sources = await Promise.all(
    paths.map(async (path) => ({
      key: path,
      file: basename(path),
      path,
      widths: postImageWidths,
      source: await readFile(path),
    })),
  );
  const { files, photos, encoded } = await encodePhotos(sources, { ...options, cacheDir: keptDir('photos') });
  // Two copies of one picture under one name (a post's and a case study's chart.jpg) are encoded to the
  // same files, named by content: one copy of each.
  const unique = [...new Map(files.map((file) => [file.path, file])).values()];
  return { files: unique, bySource: photos as Record<string, Photo>, encoded };
}

/**
 * What the posts and case studies add to a build: their images encoded, a card for each published
 * post, and the CSS of their code's colours (classes, never `style` attributes). Nothing with neither.
 */
export async function writingAssets(
  renderer: Renderer,
  {
    posts,
    caseStudies = [],
    ready,
  }: { posts: readonly ReadPost[]; caseStudies?: readonly ReadCaseStudy[]; ready?: Promise<void> },
  loadingFont: Promise<{ inter: Inter }>,
  options: {
    background: string;
    progress?: ProgressOutput;
    /** The builder's Noto fonts, and the cards and pictures it made before. */
    state: { noto: NotoFonts; postCards?: PostCardMemo; postPhotos?: EncodeMemo };
  },
) {
  const bodies = [...posts, ...caseStudies];
  if (bodies.length === 0)
    return { files: [], postPhotos: undefined, postCards: undefined, css: '', encoded: 0 };
  // The cards need no body; the images are known once every post is compiled.
  const [photos, cards] = await Promise.all([
    Promise.resolve(ready).then(() => postPhotos(bodies, { ...options, memo: options.state.postPhotos })),
    postCards(renderer, posts, loadingFont, options.state.noto, options.state.postCards),
  ]);
  // The code colours' rules (a class and its colour, one a line), each once, in order.
  const css = [...new Set(bodies.flatMap((post) => post.compiled.css.split('\n')).filter(Boolean))]
    .sort()
    .join('\n');
  return {
    files: [...photos.files, ...cards.files],
    postPhotos: photos.bySource,
    postCards: cards.bySlug,
    css,
    encoded: photos.encoded,
  };
}
