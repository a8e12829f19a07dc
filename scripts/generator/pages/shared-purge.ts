import { createHash } from 'node:crypto';
import { keptDir } from '../state/cache-dir';
import { keptResults } from '../state/kept-results';
import { lastResult } from '../state/last-result';
import { toolchainHash } from '../writing/toolchain-hash';

/** The words PurgeCSS reads from a page (its default extractor). */
const wordsOf = (text: string) => text.match(/[A-Za-z0-9_-]+/g) ?? [];

/** A page's tags and attributes without its text, which no selector can match. */
export const markupOf = (html: string) => html.replace(/>[^<]+</g, '><');

/**
 * `purge` (the CSS a page uses) given a page's markup only, and shared between pages whose markup
 * holds the same of the words a selector can match: the selectors' own words, and any word holding
 * the value of a partial attribute selector (`[href^='http']`). A thousand posts of one structure are
 * purged once, not once each. `withText` purges by the whole HTML, its text too (the other pages',
 * as they always were), shared the same way: a text edit that brings no such word purges nothing
 * again (kept by the builder between runs, ./finish-pages.ts).
 */
export function sharedPurge(
  css: string,
  purge: (html: string) => Promise<string>,
  { withText = false, keptAs }: { withText?: boolean; keptAs?: string } = {},
) {
  // The words of the selectors (and at-rules' preludes): the declarations, the innermost blocks, go.
  const vocabulary = new Set(wordsOf(css.replace(/\{[^{}]*\}/g, '{}')));
  const partial = [...css.matchAll(/\[[^\]=]*[\^$*~|]=\s*['"]?([^'"\]]+)/g)].map((m) => m[1]!);
  const matters = (word: string) => vocabulary.has(word) || partial.some((value) => word.includes(value));
  const known = new Map<string, Promise<string>>();
  return (html: string) => {
    const read = withText ? html : markupOf(html);
    const key = [...new Set(wordsOf(read).filter(matters))].sort().join(' ');
    if (!known.has(key)) {
      const kept = keptAs && `${sha256(`${keptAs}\0${withText}\0${key}`)}.css`;
      known.set(key, kept ? keptPurges.get(kept, () => purge(read)) : purge(read));
    }
    return known.get(key)!;
  };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * Each purge's result, on disk by what it is made from (the CSS, the islands' bundle, the words that
 * matter, PurgeCSS's version and options): an edited post's page, purged as its kind was before, loads no PurgeCSS
 * (0.15 s of loading, then the purge).
 */
const keptPurges = keptResults<string>({
  dir: keptDir('purges'),
  write: (css) => Buffer.from(css),
  read: (bytes) => bytes.toString('utf8'),
});

/**
 * A builder's two purges, kept between its runs while the CSS is the same: a content edit purged the
 * template's nine pages again, 0.12 s of each in-process build (the tests make dozens).
 */
export const purgesMemo = () =>
  lastResult(async ({ css, islandsRuntime }: { css: string; islandsRuntime: string }) => {
    const purge = (html: string) => pageCss(html, css, islandsRuntime);
    // The purge's own options, by its code: another way of purging is never served an old result.
    const keptAs = sha256([toolchainHash(), String(pageCss), css, islandsRuntime].join('\0'));
    return {
      purgePost: sharedPurge(css, purge, { keptAs }),
      purgePage: sharedPurge(css, purge, { withText: true, keptAs }),
    };
  });

/**
 * The CSS one page needs: the rules whose classes and elements appear in its HTML or can be rendered by the
 * islands (their bundle names every class and state attribute they set), so nothing the drawer or headline
 * shows later is missing. Font faces are kept; unused keyframes go. PurgeCSS is loaded only when a page's
 * head is made: a build whose pages are all kept (./page-memo.ts) does without it.
 */
async function pageCss(html: string, css: string, islandsRuntime: string): Promise<string> {
  const { PurgeCSS } = await import('purgecss');
  const [result] = await new PurgeCSS().purge({
    content: [
      { raw: html, extension: 'html' },
      { raw: islandsRuntime, extension: 'js' },
    ],
    css: [{ raw: css }],
    fontFace: false,
    keyframes: true,
  });
  return result?.css.trim() ?? '';
}
