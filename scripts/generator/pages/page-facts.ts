import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { mediaType, photoFormats } from '../../../src/photo-types';
import { rootLinksSkipping } from '../checks/root-links';

/**
 * What the build reads of a finished page but its bytes (dist/'s writing, the weights, the budgets,
 * the base path's check): worked out once per page and head and kept with the page (./page-memo.ts),
 * so that a build whose pages are unchanged neither finishes nor searches them again. For a thousand
 * posts' pages, putting each head in, hashing and searching them took 0.4-0.5 s of every build.
 */
export type PageFacts = {
  /** The SHA-256 of its bytes. */
  sha256: string;
  /** Its module scripts' tags, as the weights follow them (../bundling/loaded-scripts.ts). */
  scripts: string;
  /** The fonts it preloads. */
  fonts: string[];
  /** Each of its pictures' candidates in the first format (one of them is fetched). */
  pictures: string[][];
  /** Its inline CSS's gzip size at the budget check's level. */
  cssAtMost: number;
  /** The base path its addresses were checked against, and each that skips it: attribute, address. */
  basePath: string;
  skipping: [string, string][];
};

/**
 * Gzip at its fastest level: for a page's text never smaller than gzip at 9 or brotli at 11, so a
 * page under its budgets by it is under them, without compressing at full effort (a second a hundred posts).
 */
export const atMost = (text: string) => gzipSync(text, { level: 1 }).length;

/** The CSS a finished page carries inline. */
export const inlineCss = (html: string) => html.match(/<style>([^<]*)<\/style>/)?.[1] ?? '';

// Pages of one kind carry the same CSS (a thousand posts, a handful of texts): each measured once.
const cssSizes = new Map<string, number>();
function cssAtMost(css: string): number {
  if (cssSizes.size > 64) cssSizes.clear();
  // Its key a copy, not the part of the page it was cut from (see `detached`).
  return cssSizes.get(css) ?? cssSizes.set(detached(css), atMost(css)).get(css)!;
}

const preferred = new RegExp(`<source[^>]*type="${mediaType(photoFormats[0])}"[^>]*srcSet="([^"]+)"`, 'g');

export function pageFacts(html: string, basePath: string): PageFacts {
  // Most pages show no picture: not searched for.
  const srcsets = html.includes('<picture>') ? [...html.matchAll(preferred)].map((m) => m[1]!) : [];
  return detached({
    sha256: createHash('sha256').update(html).digest('hex'),
    scripts: [...html.matchAll(/<script type="module" src="[^"]+"/g)].map((m) => m[0]).join(''),
    fonts: [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map((m) => m[1]!),
    pictures: srcsets.map((srcset) => srcset.split(', ').map((candidate) => candidate.split(' ')[0]!)),
    cssAtMost: cssAtMost(inlineCss(html)),
    basePath,
    skipping: rootLinksSkipping(html, basePath),
  });
}

/**
 * A value's strings as strings of their own: a part V8 cuts from a string keeps the whole string alive,
 * and the facts kept with a thousand posts' pages held each finished page (59 MB) by a script's tag.
 */
const detached = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
