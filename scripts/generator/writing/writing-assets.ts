import type { Renderer } from '../bundling/bundle-renderer';
import type { Inter } from '../fonts/inter';
import type { NotoFonts } from '../fonts/noto-fonts';
import type { ProgressOutput } from '../progress';
import type { ReadCaseStudy } from './case-studies';
import { postPhotoMemo, postPhotos, type PostPhotoMemo } from './post-photos';
import { postCards, type PostCardMemo } from './post-cards';
import type { ReadPost } from './read-posts';

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
    state: { noto: NotoFonts; postCards?: PostCardMemo; postPhotos?: PostPhotoMemo };
  },
) {
  const bodies = [...posts, ...caseStudies];
  if (bodies.length === 0)
    return { files: [], postPhotos: undefined, postCards: undefined, css: '', encoded: 0 };
  // The cards need no body; the images of a post are known once it is compiled.
  const memo = options.state.postPhotos ?? postPhotoMemo();
  const [photos, cards] = await Promise.all([
    postPhotos(bodies, ready, { ...options, memo }),
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
