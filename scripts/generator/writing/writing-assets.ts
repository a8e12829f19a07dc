import type { Renderer } from '../bundling/bundle-renderer';
import type { Inter } from '../fonts/inter';
import type { ProgressOutput } from '../progress';
import { postCards } from './post-cards';
import { postPhotos } from './post-photos';
import type { ReadPost } from './read-posts';

/**
 * What the posts add to a build: their images encoded, a card for each published post, and the
 * CSS of their code's colours (classes, never `style` attributes). Nothing with no posts.
 */
export async function writingAssets(
  renderer: Renderer,
  posts: readonly ReadPost[],
  loadingFont: Promise<{ inter: Inter }>,
  options: { background: string; progress?: ProgressOutput },
) {
  if (posts.length === 0)
    return { files: [], postPhotos: undefined, postCards: undefined, css: '', encoded: 0 };
  const [photos, cards] = await Promise.all([
    postPhotos(posts, options),
    loadingFont.then(({ inter }) => postCards(renderer, posts, inter)),
  ]);
  const css = [...new Set(posts.flatMap((post) => post.compiled.css.split('\n')).filter(Boolean))].join('\n');
  return {
    files: [...photos.files, ...cards.files],
    postPhotos: photos.bySource,
    postCards: cards.bySlug,
    css,
    encoded: photos.encoded,
  };
}
