import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Renderer } from './bundle-renderer';
import { contentHash, rootPath, type OutputFile } from './output-files';
import type { Inter } from './inter';
import { socialImage } from './social-image';

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

/** An .ico holding one PNG image (valid since Windows Vista; every browser reads it). */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

/** PNG and ICO icons drawn from static/favicon.svg; the opaque ones sit on the page colour. */
async function icons(background: string, staticDir: string): Promise<OutputFile[]> {
  const svg = await readFile(`${staticDir}/favicon.svg`);
  const png = (size: number, padding = 0, background?: string) => {
    const inner = size - 2 * padding;
    let image = sharp(svg, { density: 384 }).resize(inner, inner);
    if (padding || background) {
      image = image.extend({
        top: padding,
        bottom: padding,
        left: padding,
        right: padding,
        background: background ?? '#0000',
      });
    }
    if (background) image = image.flatten({ background });
    return image.png({ compressionLevel: 9 }).toBuffer();
  };
  return [
    { path: 'favicon.ico', contents: icoFromPng(await png(32), 32) },
    { path: 'apple-touch-icon.png', contents: await png(180, 16, background) },
    { path: 'icon-192.png', contents: await png(192) },
    { path: 'icon-512.png', contents: await png(512) },
    // Maskable icons keep their content inside the central 80% safe zone.
    { path: 'icon-maskable-512.png', contents: await png(512, 64, background) },
  ];
}

/** Icons and social card by what they are drawn from: they rarely change between dev rebuilds. */
export type Drawings = Map<string, Promise<{ card: Buffer; icons: OutputFile[] }>>;

function draw(renderer: Renderer, inter: Inter, staticDir: string, favicon: Buffer, drawn: Drawings) {
  const { owner } = renderer.content;
  const { colors } = renderer.theme;
  const key = JSON.stringify([owner.name, owner.role, colors, contentHash(favicon)]);
  if (!drawn.has(key)) {
    drawn.clear();
    drawn.set(
      key,
      Promise.all([socialImage(renderer, inter), icons(colors.background, staticDir)]).then(
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
  const favicon = await readFile(`${staticDir}/favicon.svg`);
  const { card, icons: iconFiles } = await draw(renderer, inter, staticDir, favicon, drawn);
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
