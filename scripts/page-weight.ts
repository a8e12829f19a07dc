import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inlineCss } from './build/finish-pages';
import { loadedScripts } from './build/loaded-scripts';

export type Sizes = { raw: number; gzip: number; brotli: number };

export function sizes(contents: Uint8Array | string): Sizes {
  const bytes = typeof contents === 'string' ? Buffer.from(contents) : contents;
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** Brotli at quality 11 takes about a second for the runtime: each script is measured once. */
const scriptSizes = new Map<string, Sizes>();
const scriptSize = (contents: string) => {
  if (!scriptSizes.has(contents)) scriptSizes.set(contents, sizes(contents));
  return scriptSizes.get(contents)!;
};

/** What a first visit to one built page downloads from the site, by kind (the largest photo candidates). */
export function pageWeight(dist: string, html: string) {
  const inline = inlineCss(html);
  const local = (pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))];
  const file = (url: string) => join(dist, url.split('?')[0]!);
  const scripts = new Map<string, string>();
  const read = (url: string) => {
    if (!existsSync(file(url))) return undefined;
    scripts.set(url, readFileSync(file(url), 'utf8'));
    return scripts.get(url);
  };
  const js = loadedScripts(html, read).map((url) => scriptSize(scripts.get(url)!));
  const fonts = local(/<link rel="preload" href="([^"]+\.woff2)"/g).map((url) => statSync(file(url)).size);
  // Photos: per <picture>, the largest AVIF candidate of each source (one of them is fetched).
  const avif = [...html.matchAll(/<source[^>]*type="image\/avif"[^>]*srcSet="([^"]+)"/g)].map((m) =>
    Math.max(...m[1]!.split(', ').map((c) => statSync(file(c.split(' ')[0]!)).size)),
  );
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const photo = html.includes('<picture>') ? Math.max(0, ...avif) : 0;
  const page = sizes(html);
  return {
    html: page,
    css: sizes(inline),
    js: {
      raw: sum(js.map((s) => s.raw)),
      gzip: sum(js.map((s) => s.gzip)),
      brotli: sum(js.map((s) => s.brotli)),
    },
    font: sum(fonts),
    photo,
    total: page.brotli + sum(js.map((s) => s.brotli)) + sum(fonts) + photo,
  };
}
