import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { Renderer } from '../bundling/bundle-renderer';
import { drawIcons, faviconSvg } from '../card/icons';
import { contentHash, rootPath, type OutputFile } from '../publishing/output-files';
import type { Inter } from '../fonts/inter';
import { socialImage } from '../card/social-image';

/** The pages search engines should list: every page but the not-found ones. */
export function sitemap({ routes, absoluteUrl }: Renderer): string {
  const urls = routes.indexablePaths.map((path) => `  <url><loc>${absoluteUrl(path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robots = ({ absoluteUrl }: Renderer) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;

export function manifest({ content: { owner }, theme: { colors }, withBase }: Renderer): string {
  return `${JSON.stringify(
    {
      name: `${owner.name}: ${owner.role}`,
      short_name: owner.name,
      description: `${owner.name}, ${owner.role}`,
      start_url: withBase('/'),
      scope: withBase('/'),
      display: 'browser',
      background_color: colors.background,
      theme_color: colors.background,
      icons: [
        { src: withBase('/icon-192.png'), sizes: '192x192', type: 'image/png' },
        { src: withBase('/icon-512.png'), sizes: '512x512', type: 'image/png' },
        {
          src: withBase('/icon-maskable-512.png'),
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    null,
    2,
  )}\n`;
}

/** Icons and social card by what they are drawn from: they rarely change between dev rebuilds. */
export type Drawings = Map<string, Promise<{ card: Buffer; icons: OutputFile[] }>>;

function draw(renderer: Renderer, inter: Inter, favicon: Buffer, ownFavicon: boolean, drawn: Drawings) {
  const { owner } = renderer.content;
  const { colors } = renderer.theme;
  const key = JSON.stringify([owner.name, owner.role, colors, contentHash(favicon), ownFavicon]);
  if (!drawn.has(key)) {
    drawn.clear();
    drawn.set(
      key,
      Promise.all([socialImage(renderer, inter), drawIcons(favicon, colors.background, !ownFavicon)]).then(
        ([card, icons]) => ({
          card,
          icons,
        }),
      ),
    );
    // A failed drawing (a name no font draws) is tried again on the next build.
    drawn.get(key)!.catch(() => drawn.delete(key));
  }
  return drawn.get(key)!;
}

/**
 * Files that describe the site to browsers, crawlers and link previews.
 * `drawn` keeps the drawings of one builder between its builds.
 */
export async function buildSiteFiles(
  renderer: Renderer,
  inter: Inter,
  { staticDir = 'static', drawn = new Map() as Drawings } = {},
) {
  // The icon is drawn in the theme's colours unless the owner put their own in static/.
  const own = `${staticDir}/favicon.svg`;
  const ownFavicon = existsSync(own);
  const favicon = ownFavicon ? await readFile(own) : Buffer.from(faviconSvg(renderer.theme.colors));
  const { card, icons: iconFiles } = await draw(renderer, inter, favicon, ownFavicon, drawn);
  const socialCard: OutputFile = { path: `assets/social-${contentHash(card)}.jpg`, contents: card };
  const files: OutputFile[] = [
    { path: 'sitemap.xml', contents: sitemap(renderer) },
    { path: 'robots.txt', contents: robots(renderer) },
    { path: 'manifest.webmanifest', contents: manifest(renderer) },
    ...iconFiles,
    socialCard,
  ];
  return { files, socialImage: rootPath(socialCard) };
}
