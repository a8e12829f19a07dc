import type { Renderer } from '../bundling/bundle-renderer';
import { drawCards } from '../card/draw-cards';
import { CardGlyphError } from '../card/card-glyph-error';
import { inOwnProcess, worthAProcessFrom } from '../other-cores';
import type { Inter } from '../fonts/inter';
import type { NotoFonts } from '../fonts/noto-fonts';
import { cardFile, keptCards, pipelineHash } from '../card/cached-card';
import type { KeptResults } from '../state/kept-results';
import { cachedOutput, contentHash, rootPath, type OutputFile } from '../publishing/output-files';
import type { KeptFile } from '../state/checked-cache';
import pMap from 'p-map';
import { PostError } from './post-error';
import type { ReadPost } from './read-posts';
import { postKey } from '../../../src/post-key';

/** The cards drawn, kept by a builder: its saves read none of them again. */
export type PostCardMemo = KeptResults<Buffer>;

/** The start of a post's card's file name: the post's where it is plain ASCII, a name a URL carries as it is. */
export const cardStem = (slug: string) => (/^[a-z0-9-]+$/.test(slug) ? slug : 'post');

/**
 * Each published post's Open Graph card: the site's card with the post's title where the owner's name
 * goes and the name under it, from the cache when drawn before from the same values and pipeline.
 */
export async function postCards(
  renderer: Renderer,
  posts: readonly ReadPost[],
  loadingFont: Promise<{ inter: Inter }>,
  noto: NotoFonts,
  memo: PostCardMemo = keptCards(),
) {
  const { owner, site } = renderer.content;
  const { colors } = renderer.theme;
  const pipeline = pipelineHash();
  const published = posts.filter((post) => !post.draft);
  // Han in the title is drawn in the forms of the post's own language.
  const values = published.map((post) => ({
    name: post.title,
    role: owner.name,
    colors,
    lang: post.lang ?? post.language ?? site.lang,
  }));
  // Its key in the memo, and its file's name, say what it is drawn from.
  const keys = values.map((value) => cardFile(pipeline, value));
  // Those drawn before, by reference: copied into dist/, never read (1,000 cards are 40 MB).
  const cards: (Buffer | KeptFile | undefined)[] = await pMap(keys, (key) => memo.findFile(key), {
    concurrency: 8,
  });
  const missing = [...cards.keys()].filter((i) => !cards[i]);
  const toDraw = missing.map((i) => values[i]!);
  // `index` counts the cards to draw: the post is missing[index]. Once kept, a card is handed on by
  // reference too: a cold build's thousand cards (40 MB) are not held until dist/ is written.
  const drawn = async (index: number, card: Buffer) => {
    const key = keys[missing[index]!]!;
    await memo.keep(key, card);
    cards[missing[index]!] = (await memo.findFile(key)) ?? card;
  };
  try {
    if (missing.length >= worthAProcessFrom) {
      const writing: Promise<void>[] = [];
      await inOwnProcess(
        'drawCards',
        toDraw,
        ({ index, card }) => void writing.push(drawn(index, Buffer.from(card))),
      );
      await Promise.all(writing);
      // Inter is waited for only by cards drawn here: with every card kept, none waits for it (0.4 s).
    } else if (toDraw.length > 0) await drawCards(toDraw, { inter: (await loadingFont).inter, noto }, drawn);
  } catch (error) {
    if (!(error instanceof CardGlyphError)) throw error;
    const post = published[missing[error.card!]!]!;
    const problem = error.glyphs.find((g) => g.field === 'owner.name') ?? error.glyphs[0]!;
    const field = problem.field === 'owner.name' ? 'title' : 'owner.name';
    throw new PostError(
      post.file,
      post.titleLine,
      field,
      `the link-preview card cannot draw "${problem.chars}" (${problem.script}): ${problem.fix}`,
    );
  }
  memo.keepOnly(new Set(keys));
  const files = published.map((post, i): OutputFile => {
    const card = cards[i]!;
    // Named by its contents' hash: a kept file's is recorded beside it.
    const hash = card instanceof Uint8Array ? contentHash(card) : card.sha256.slice(0, 12);
    return cachedOutput(`assets/cards/${cardStem(post.slug)}-${hash}.jpg`, card);
  });
  return {
    files,
    bySlug: Object.fromEntries(published.map((post, i) => [postKey(post), rootPath(files[i]!)])),
  };
}
