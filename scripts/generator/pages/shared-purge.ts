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
  { withText = false }: { withText?: boolean } = {},
) {
  // The words of the selectors (and at-rules' preludes): the declarations, the innermost blocks, go.
  const vocabulary = new Set(wordsOf(css.replace(/\{[^{}]*\}/g, '{}')));
  const partial = [...css.matchAll(/\[[^\]=]*[\^$*~|]=\s*['"]?([^'"\]]+)/g)].map((m) => m[1]!);
  const matters = (word: string) => vocabulary.has(word) || partial.some((value) => word.includes(value));
  const known = new Map<string, Promise<string>>();
  return (html: string) => {
    const read = withText ? html : markupOf(html);
    const key = [...new Set(wordsOf(read).filter(matters))].sort().join(' ');
    if (!known.has(key)) known.set(key, purge(read));
    return known.get(key)!;
  };
}
