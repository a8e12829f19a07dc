import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Renderer } from './bundle-renderer';
import { encodePhotos, portfolioWidths } from './photos';
import type { Photo } from '../../src/photo-types';
import type { ProgressOutput } from './progress';

type Item = { id: number; title: string; imageUrl: string };

export type RemoteImageOptions = {
  /** Downloads, by a hash of their address: a stock photo's address always names the same picture. */
  cacheDir?: string;
  timeoutMs?: number;
  warn?: (message: string) => void;
};

/**
 * Each item's picture, downloaded once at build time and then read from the
 * cache, so visitors never fetch from the stock-photo host (spec §7). Null when the host
 * cannot be reached and nothing is cached: the build goes on, with a warning.
 */
export async function downloadImages(
  items: readonly Item[],
  {
    cacheDir = 'node_modules/.cache/site-remote-images',
    timeoutMs = 15_000,
    warn = console.warn,
  }: RemoteImageOptions = {},
): Promise<Map<number, Buffer | null>> {
  await mkdir(cacheDir, { recursive: true });
  const found = await Promise.all(
    items.map(async (item) => {
      const file = join(cacheDir, createHash('sha256').update(item.imageUrl).digest('hex').slice(0, 32));
      const cached = await readFile(file).catch(() => null);
      if (cached) return [item.id, cached] as const;
      try {
        const response = await fetch(item.imageUrl, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`status ${response.status}`);
        const image = Buffer.from(await response.arrayBuffer());
        await sharp(image).metadata(); // throws on anything but an image
        // Written whole, then renamed: a build killed midway leaves no half picture in the cache.
        await writeFile(`${file}.part`, image);
        await rename(`${file}.part`, file);
        return [item.id, image] as const;
      } catch (error) {
        const reason = (error as Error).cause ?? (error as Error).message;
        warn(
          `Portfolio item ${item.id} ("${item.title}"): could not download ${item.imageUrl} ` +
            `(${(reason as { code?: string }).code ?? reason}) and no copy is cached: it shows a placeholder.`,
        );
        return [item.id, null] as const;
      }
    }),
  );
  return new Map(found);
}

/** Drawn in the site's colours in place of a picture that could not be downloaded. */
export function placeholderSvg(colors: { background: string; paper: string; primary: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${colors.background}"/><stop offset="1" stop-color="${colors.paper}"/>
  </linearGradient></defs>
  <rect width="1200" height="675" fill="url(#g)"/>
  <g fill="none" stroke="${colors.primary}" stroke-width="12" stroke-linejoin="round" opacity="0.6">
    <rect x="500" y="250" width="200" height="160" rx="16"/>
    <path d="M512 398l58-70 40 44 30-30 48 56"/>
  </g>
  <circle cx="650" cy="295" r="16" fill="${colors.primary}" opacity="0.6"/>
</svg>`;
}

export type PortfolioPhoto = Photo & { placeholder: boolean };

/** The portfolio's pictures, encoded like the site's own photos, by item id. */
export async function buildPortfolioPhotos(
  renderer: Renderer,
  options: RemoteImageOptions & { photoCacheDir?: string; progress?: ProgressOutput } = {},
) {
  const { portfolioItems } = renderer.content;
  const downloaded = await downloadImages(portfolioItems, options);
  const placeholder = await sharp(Buffer.from(placeholderSvg(renderer.theme.colors)))
    .png()
    .toBuffer();
  const sources = portfolioItems.map((item) => ({
    key: String(item.id),
    file: downloaded.get(item.id) ? `portfolio-${item.id}` : 'portfolio-placeholder',
    widths: portfolioWidths,
    source: downloaded.get(item.id) ?? placeholder,
  }));
  const { files, photos, encoded } = await encodePhotos(
    sources,
    options.photoCacheDir ?? 'node_modules/.cache/site-photos',
    options.progress,
  );
  const byId: Record<number, PortfolioPhoto> = {};
  for (const item of portfolioItems) {
    byId[item.id] = { ...photos[String(item.id)]!, placeholder: !downloaded.get(item.id) };
  }
  // Items with the placeholder share its files: one copy of each.
  const unique = [...new Map(files.map((file) => [file.path, file])).values()];
  return { files: unique, byId, encoded };
}
