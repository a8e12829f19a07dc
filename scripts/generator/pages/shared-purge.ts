/** The words PurgeCSS reads from a page (its default extractor). */
const wordsOf = (text: string) => text.match(/[A-Za-z0-9_-]+/g) ?? [];

/** A page's tags and attributes without its text, which no selector can match. */
export const markupOf = (html: string) => html.replace(/>[^<]+</g, '><');

/**
 * `purge` (the CSS a page uses) given a page's markup only, and shared between pages whose markup
 * names the same of the selectors' words: a thousand posts of the same structure are purged once, not
 * once each. CSS with partial attribute selectors (`[class^=x]`), which match words the CSS does
 * not hold, is purged page by page.
 */
export function sharedPurge(css: string, purge: (html: string) => Promise<string>) {
  if (/\[[^\]]*[\^$*~|]=/.test(css)) return (html: string) => purge(markupOf(html));
  // The words of the selectors (and at-rules' preludes): the declarations, the innermost blocks, go.
  const vocabulary = new Set(wordsOf(css.replace(/\{[^{}]*\}/g, '{}')));
  const known = new Map<string, Promise<string>>();
  return (html: string) => {
    const markup = markupOf(html);
    const key = [...new Set(wordsOf(markup).filter((word) => vocabulary.has(word)))].sort().join(' ');
    if (!known.has(key)) known.set(key, purge(markup));
    return known.get(key)!;
  };
}
