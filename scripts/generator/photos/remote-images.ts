import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { readFile } from '../project-files';
import { join } from 'node:path';
import { loadSharp } from './load-sharp';
import { isLocalImage, type Photo } from '../../../src/photo-types';
import type { Renderer } from '../bundling/bundle-renderer';
import { readCached, writeCached } from '../state/checked-cache';
import { downloadImage, DownloadFailure, type DownloadLimits } from './download-image';
import { encodePhotos, type EncodeMemo, type PhotoSource } from './encode-photos';
import { portfolioWidths } from './photos';
import type { ProgressOutput } from '../progress';
import { keptDir } from '../state/cache-dir';
import { keptFiles } from '../state/kept-results';

const keptPlaceholders = keptFiles(keptDir('placeholders'));
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

type Item = { id: number; title: string; imageUrl: string };

export type RemoteImageOptions = Partial<DownloadLimits> & {
  /** Downloads, by a hash of their address: a stock photo's address always names the same picture. */
  cacheDir?: string;
  warn?: (message: string) => void;
};

type Outcome = { item: Item; image: Buffer | null; cached: boolean; failure?: DownloadFailure };

const list = (ids: number[]) =>
  ids.length > 1 ? `items ${ids.slice(0, -1).join(', ')} and ${ids.at(-1)}` : `item ${ids[0]}`;

/** Offline, one line for all the items instead of a warning each: which have a cached copy, which a placeholder. */
function offlineLine(outcomes: readonly Outcome[]): string {
  const unreachable = outcomes.filter((o) => o.failure?.unreachable);
  const hosts = [
    ...new Set(unreachable.map((o) => `${new URL(o.item.imageUrl).host}: ${o.failure!.reason}`)),
  ];
  const placeholders = unreachable.map((o) => o.item.id);
  const cached = outcomes.filter((o) => o.cached).map((o) => o.item.id);
  const copies = cached.length > 1 ? 'use their' : 'uses its';
  return (
    `Offline (${hosts.join('; ')}): portfolio ${list(placeholders)} ` +
    `${placeholders.length > 1 ? 'show' : 'shows'} a placeholder` +
    `${cached.length > 0 ? `, ${list(cached)} ${copies} cached copy` : ''}. ` +
    'A build with a connection downloads the pictures.'
  );
}

/**
 * Each item's picture, downloaded once at build time and then read from the cache, so visitors never
 * fetch from the stock-photo host (spec §7). Null when it cannot be had and nothing is cached: the
 * build goes on, with a warning naming the item and the reason, or, offline, one line for all items.
 */
export async function downloadImages(
  items: readonly Item[],
  {
    cacheDir = keptDir('remote-images'),
    timeoutMs = 5_000,
    maxBytes = 25 * 1024 * 1024,
    warn = console.warn,
  }: RemoteImageOptions = {},
): Promise<Map<number, Buffer | null>> {
  await mkdir(cacheDir, { recursive: true });
  const fileOf = (item: Item) => join(cacheDir, sha256(item.imageUrl));
  const cached = await Promise.all(items.map((item) => readCached(fileOf(item), warn)));
  const download = async (item: Item): Promise<Outcome> => {
    try {
      const image = await downloadImage(item.imageUrl, { timeoutMs, maxBytes });
      await writeCached(fileOf(item), image);
      return { item, image, cached: false };
    } catch (error) {
      const failure = error instanceof DownloadFailure ? error : new DownloadFailure(String(error));
      return { item, image: null, cached: false, failure };
    }
  };
  // Each host is first asked for its first picture in the content: a host it cannot be reached at, or
  // that does not answer it in time (a lookup hanging offline), is not asked for the others, which
  // would each wait out their own timeout and keep lookups running after the build.
  const probes = new Map<string, Promise<Outcome>>();
  items.forEach((item, i) => {
    const host = new URL(item.imageUrl).host;
    if (!cached[i] && !probes.has(host)) probes.set(host, download(item));
  });
  const fetchOne = async (item: Item, i: number): Promise<Outcome> => {
    if (cached[i]) return { item, image: cached[i], cached: true };
    const first = await probes.get(new URL(item.imageUrl).host)!;
    if (first.failure?.unreachable || first.failure?.timedOut)
      return { item, image: null, cached: false, failure: new DownloadFailure(first.failure.reason, true) };
    return first.item === item ? first : download(item);
  };
  const outcomes = await Promise.all(items.map(fetchOne));
  for (const { item, failure } of outcomes)
    if (failure && !failure.unreachable)
      warn(
        `Portfolio item ${item.id} ("${item.title}"): could not download ${item.imageUrl}: ${failure.reason}. ` +
          `It shows a placeholder until a build can download it.`,
      );
  if (outcomes.some((o) => o.failure?.unreachable)) warn(offlineLine(outcomes));
  return new Map(outcomes.map((o) => [o.item.id, o.image]));
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

/**
 * The portfolio's pictures, encoded like the site's own photos, by item id: downloads
 * (./download-image.ts), or the owner's files under static/, which stop the build by name when they
 * cannot be read, as the photos do.
 */
export async function buildPortfolioPhotos(
  renderer: Renderer,
  options: RemoteImageOptions & {
    staticDir?: string;
    photoCacheDir?: string;
    progress?: ProgressOutput;
    memo?: EncodeMemo;
  } = {},
) {
  const { portfolioItems } = renderer.content;
  const staticDir = options.staticDir ?? 'static';
  const remote = portfolioItems.filter((item) => !isLocalImage(item.imageUrl));
  const downloaded = await downloadImages(remote, options);
  for (const item of portfolioItems)
    if (isLocalImage(item.imageUrl)) downloaded.set(item.id, await readFile(join(staticDir, item.imageUrl)));
  // Made only when an item has no picture, and kept by its colours: a build with every picture, or
  // with the same placeholder as the last, does not load sharp for it.
  const placeholder = portfolioItems.every((item) => downloaded.get(item.id))
    ? undefined
    : await keptPlaceholders.get(`${sha256(placeholderSvg(renderer.theme.colors))}.png`, async () =>
        (await loadSharp())(Buffer.from(placeholderSvg(renderer.theme.colors)))
          .png()
          .toBuffer(),
      );
  const sources: PhotoSource[] = portfolioItems.map((item) => {
    const image = downloaded.get(item.id);
    return {
      key: String(item.id),
      // Named by content alone (the hash encodePhotos adds): items showing the same picture share
      // its files, encoded once.
      file: image ? 'portfolio' : 'portfolio-placeholder',
      path: !image
        ? 'the portfolio placeholder'
        : isLocalImage(item.imageUrl)
          ? join(staticDir, item.imageUrl)
          : item.imageUrl,
      widths: portfolioWidths,
      source: image ?? placeholder!,
    };
  });
  const { files, photos, encoded } = await encodePhotos(sources, {
    cacheDir: options.photoCacheDir ?? keptDir('photos'),
    background: renderer.theme.colors.background,
    progress: options.progress,
    memo: options.memo,
  });
  const byId: Record<number, Photo & { placeholder: boolean }> = {};
  for (const item of portfolioItems)
    byId[item.id] = { ...photos[String(item.id)]!, placeholder: !downloaded.get(item.id) };
  // Items with the same picture, or the placeholder, share its files: one copy of each.
  const unique = [...new Map(files.map((file) => [file.path, file])).values()];
  return { files: unique, byId, encoded };
}
