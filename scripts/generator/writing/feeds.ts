import type { Photo } from '../../../src/photo-types';
import type { PostBodies } from '../../../src/render/render';
import type { PageMemo } from '../pages/page-memo';
import type { Renderer } from '../bundling/bundle-renderer';
import type { OutputFile } from '../publishing/output-files';

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** Root paths left in a post's HTML (a component's own link) made absolute: a reader has no page to resolve them against. */
export const absoluteLinks = (html: string, origin: string) =>
  html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${origin}/`);

/**
 * RSS 2.0, Atom and JSON Feed of the newest published posts, with their whole text. Each item's id
 * is the post's address and nothing else, and the feed's date the newest post's, so a build with
 * the same posts writes the same feeds, whenever and with whatever it runs.
 */
export async function feedFiles(
  renderer: Renderer,
  postPhotos: Record<string, Photo>,
  bodies: PostBodies,
  memo?: PageMemo,
): Promise<OutputFile[]> {
  const { posts, feedPaths, feedLength, absoluteUrl, plainContent: content, routes } = renderer;
  const shown = posts.filter((post) => !post.draft).slice(0, feedLength);
  if (shown.length === 0) return [];
  const { Feed } = await import('feed');
  const author = { name: content.owner.name, link: absoluteUrl('/') };
  const dates = shown.map((post) => post.updated ?? post.date);
  const feed = new Feed({
    id: absoluteUrl(routes.pathOf('writing')),
    link: absoluteUrl(routes.pathOf('writing')),
    title: content.writing.feedTitle,
    description: content.writing.description,
    language: content.site.lang,
    updated: day(dates.sort().at(-1)!),
    generator: false,
    copyright: content.site.footer.copyright,
    feedLinks: {
      rss: absoluteUrl(feedPaths.rss),
      atom: absoluteUrl(feedPaths.atom),
      json: absoluteUrl(feedPaths.json),
    },
    author,
  });
  for (const post of shown) {
    const link = absoluteUrl(routes.postPath(post.slug));
    // The post's body, rendered again only when it changed (../pages/page-memo.ts).
    // The pictures as the pages look them up, recorded (../pages/assets-read.ts).
    const photos = memo?.assets()?.postPhotos ?? postPhotos;
    const render = () => renderer.postHtml(post.slug, photos, bodies);
    const html = (memo ? memo.page(`feed of ${link}`, render) : render()).html;
    feed.addItem({
      title: post.title,
      id: link,
      guid: link,
      link,
      description: post.description,
      content: absoluteLinks(html, new URL(absoluteUrl('/')).origin),
      date: day(post.updated ?? post.date),
      published: day(post.date),
      author: [author],
      category: post.tags.map((name) => ({ name })),
    });
  }
  return [
    { path: feedPaths.rss.slice(1), contents: feed.rss2() },
    { path: feedPaths.atom.slice(1), contents: feed.atom1() },
    { path: feedPaths.json.slice(1), contents: feed.json1() },
  ];
}

/** The feeds of each language's posts, at its prefix (/de/rss.xml). */
export async function feedsOf(
  renderers: readonly Renderer[],
  postPhotos: Record<string, Photo>,
  bodies: PostBodies,
  memo?: PageMemo,
): Promise<OutputFile[]> {
  const each = await Promise.all(renderers.map((renderer) => feedFiles(renderer, postPhotos, bodies, memo)));
  return each.flat();
}
