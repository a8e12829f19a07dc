/**
 * What a first visit to each built page downloads from the site, by kind: the HTML (its CSS inline), that
 * CSS, the scripts it loads, the font it preloads and the largest photo it may fetch. The build's size table,
 * `npm run bench` and the byte budgets all measure with this.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { inlineCss, pageFacts, type PageFacts } from '../pages/page-facts';
import { loadedScripts } from '../bundling/loaded-scripts';
import { rootPath, type OutputFile } from './output-files';
import { byKey } from '../state/last-result';

export type Sizes = { readonly raw: number; readonly gzip: number; readonly brotli: number };

export type PageWeight = {
  html: Sizes;
  css: Sizes;
  js: Sizes;
  font: number;
  photo: number;
  /** Its inline CSS by the budget check's gzip (../checks/budget-warnings.ts). */
  cssAtMost: number;
  /** Brotli text, font and photo: what a host sends. */
  readonly total: number;
};

/** A file of the site by the URL a page names it with, or undefined when there is none. */
export type ReadUrl = (url: string) => Uint8Array | string | undefined;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Each size is worked out when first read: brotli at quality 11 takes about a second for the runtime,
 * and the UTF-8 length of a thousand posts' pages (39 million characters) 0.3 s.
 */
export function sizes(contents: Uint8Array | string | (() => Uint8Array | string)): Sizes {
  const read = typeof contents === 'function' ? contents : () => contents;
  let raw: number | undefined;
  let gzip: number | undefined;
  let brotli: number | undefined;
  return {
    get raw() {
      if (raw === undefined) {
        const text = read();
        raw = typeof text === 'string' ? Buffer.byteLength(text) : text.length;
      }
      return raw;
    },
    get gzip() {
      return (gzip ??= gzipSync(read(), { level: 9 }).length);
    },
    get brotli() {
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11 };
      return (brotli ??= brotliCompressSync(read(), { params }).length);
    },
  };
}

/** A page to weigh: its HTML, or what was worked out of it and the HTML when a size needs it. */
export type Weighed = string | { facts: PageFacts; html: () => string };

const added = (all: Sizes[]): Sizes => ({
  raw: sum(all.map((s) => s.raw)),
  get gzip() {
    return sum(all.map((s) => s.gzip));
  },
  get brotli() {
    return sum(all.map((s) => s.brotli));
  },
});

/** The pages' weights; a script shared between pages is measured once. */
export function pageWeights(pages: readonly Weighed[], read: ReadUrl): PageWeight[] {
  const file = byKey((url) => {
    const contents = read(url);
    if (contents === undefined) throw new Error(`A page names ${url}, which the site does not have`);
    return sizes(contents);
  });
  // A script's text, decoded once: every page names the same few, and React's is large.
  const text = byKey((url) => {
    const contents = read(url);
    return contents === undefined ? undefined : Buffer.from(contents).toString('utf8');
  });
  // Pages naming the same scripts load the same ones: followed once, from the page's script tags (all
  // that loadedScripts reads of a page).
  const scriptsOf = byKey((tags) => added(loadedScripts(tags, text).map(file)));
  return pages.map((page) => {
    const { facts, html } =
      typeof page === 'string' ? { facts: pageFacts(page, ''), html: () => page } : page;
    const js = scriptsOf(facts.scripts);
    // Photos: per <picture>, the largest candidate of the first format's sources (one of them is fetched).
    const largest = facts.pictures.map((candidates) => Math.max(...candidates.map((url) => file(url).raw)));
    const sized = sizes(html);
    const font = sum([...new Set(facts.fonts)].map((url) => file(url).raw));
    const photo = largest.length > 0 ? Math.max(0, ...largest) : 0;
    return {
      html: sized,
      css: sizes(() => inlineCss(html())),
      js,
      font,
      photo,
      cssAtMost: facts.cssAtMost,
      get total() {
        return sized.brotli + js.brotli + font + photo;
      },
    };
  });
}

/** The files of a built dist/ folder, for a site without a base path. */
export const readDir =
  (dir: string): ReadUrl =>
  (url) => {
    const path = join(dir, url.split('?')[0]!);
    return existsSync(path) ? readFileSync(path) : undefined;
  };

/** The files of a build not yet written, by the URLs its pages use. */
export const readOutput = (files: readonly OutputFile[], withBase: (path: string) => string): ReadUrl => {
  const byUrl = new Map(files.map((f) => [withBase(rootPath(f)), f]));
  // Read when asked: a kept file's contents are read from the cache then.
  return (url) => byUrl.get(url.split('?')[0]!)?.contents;
};

/** A size as the build's table and warnings print it. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The writing pages listed (posts, the index's later pages, tags' pages); the others are counted. */
const shownPosts = 5;

/** The table `npm run build` prints: each page's HTML, its inline CSS and the scripts it loads, gzip. */
export function sizeReport(pages: readonly OutputFile[], weights: readonly PageWeight[], ms: number) {
  const header = ['page', 'html', 'css', 'js'];
  // A thousand posts would be a thousand lines, each a gzip: the newest few stand for the rest.
  const posts = pages.filter(({ path }) => path.startsWith('writing/'));
  const hidden = new Set(posts.slice(shownPosts).map(({ path }) => path));
  const cells = pages.flatMap(({ path }, i) => {
    if (hidden.has(path)) return [];
    const { html, css, js } = weights[i]!;
    return [[path, kb(html.gzip), kb(css.gzip), kb(js.gzip)]];
  });
  if (hidden.size > 0) cells.push([`writing/… (${hidden.size} more pages)`, '', '', '']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [
    'Pages (gzip; the CSS is inline in the HTML; JS is the scripts each page loads, shared between pages)',
    line(header),
    ...cells.map(line),
    `built in ${Math.round(ms)} ms`,
  ].join('\n');
}
