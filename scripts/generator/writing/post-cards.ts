import type { Renderer } from '../bundling/bundle-renderer';
import { CardGlyphError, socialCard } from '../card/social-card';
import type { Inter } from '../fonts/inter';
import type { NotoFonts } from '../fonts/noto-fonts';
import { cardFile, pipelineHash } from '../card/cached-card';
import { contentHash, rootPath, type OutputFile } from '../publishing/output-files';
import { readCached, writeCached } from '../state/checked-cache';
import { mapLimit } from './map-limit';
import { PostError } from './post-error';
import type { ReadPost } from './read-posts';

/**
 * Cards drawn at once: libvips lays out one text at a time, and each card's other work (its
 * background, the composite, the JPEG) runs on its threads meanwhile.
 */
const atOnce = 3;

/** The cards one builder made, by their file in the cache (the dev server's saves read none of them again). */
export type PostCardMemo = Map<string, { slug: string; file: OutputFile }>;

/** The start of a post's card's file name: the post's where it is plain ASCII, a name a URL carries as it is. */
export const cardStem = (slug: string) => (/^[a-z0-9-]+$/.test(slug) ? slug : 'post');

/**
 * Each published post's Open Graph card, drawn by the site's card pipeline (the post's title where
 * the owner's name goes, the owner's name under it), each read from the cache when drawn before
 * from the same title, name, colours and pipeline.
 */
export async function postCards(
  renderer: Renderer,
  posts: readonly ReadPost[],
  inter: Inter,
  noto: NotoFonts,
  memo: PostCardMemo = new Map(),
) {
  const { owner, site } = renderer.content;
  const { colors } = renderer.theme;
  const pipeline = pipelineHash();
  const used = new Set<string>();
  const drawn = await mapLimit(
    posts.filter((post) => !post.draft),
    atOnce,
    async (post) => {
      // Han in the title is drawn in the forms of the post's own language.
      const lang = post.lang ?? site.lang;
      const values = { name: post.title, role: owner.name, colors, lang };
      // Its file in the cache, named by what it is drawn from, is also its key in the memo.
      const path = cardFile(pipeline, values);
      used.add(path);
      const known = memo.get(path);
      if (known?.slug === post.slug) return [post.slug, known.file] as const;
      let card = await readCached(path);
      if (!card) {
        try {
          card = await socialCard(values, inter, noto);
        } catch (error) {
          if (!(error instanceof CardGlyphError)) throw error;
          const problem = error.glyphs.find((g) => g.field === 'owner.name') ?? error.glyphs[0]!;
          const field = problem.field === 'owner.name' ? 'title' : 'owner.name';
          throw new PostError(
            post.file,
            post.titleLine,
            field,
            `the link-preview card cannot draw "${problem.chars}" (${problem.script}): ${problem.fix}`,
          );
        }
        await writeCached(path, card);
      }
      const file: OutputFile = {
        path: `assets/cards/${cardStem(post.slug)}-${contentHash(card)}.jpg`,
        contents: card,
      };
      memo.set(path, { slug: post.slug, file });
      return [post.slug, file] as const;
    },
  );
  for (const key of memo.keys()) if (!used.has(key)) memo.delete(key);
  return {
    files: drawn.map(([, file]) => file),
    bySlug: Object.fromEntries(drawn.map(([slug, file]) => [slug, rootPath(file)])),
  };
}
