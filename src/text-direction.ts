/**
 * The direction a language is written in, from the JavaScript engine's own locale data (Node 20's
 * `textInfo`, later engines' `getTextInfo()`): Arabic, Hebrew, Persian, Urdu and the others are
 * right to left. Read for the site's language (`site.lang`: the page's <html>) and for a post's own
 * (its `lang` frontmatter key).
 */
type WithTextInfo = Intl.Locale & {
  textInfo?: { direction?: string };
  getTextInfo?: () => { direction?: string };
};

export function directionOf(lang: string): 'rtl' | 'ltr' {
  const locale = new Intl.Locale(lang) as WithTextInfo;
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  if (info?.direction) return info.direction === 'rtl' ? 'rtl' : 'ltr';
  return /^(ar|arc|ckb|dv|fa|he|ps|sd|ug|ur|yi)\b/i.test(lang) ? 'rtl' : 'ltr';
}

/**
 * The arrows of "back" and "forward" (older and newer posts, pages of a list) as the site's
 * language reads them: right to left, going back points right.
 */
export const arrowsFor = (lang: string) =>
  directionOf(lang) === 'rtl' ? { back: '→', forward: '←' } : { back: '←', forward: '→' };

/** The `lang` and `dir` attributes of a text in a post's language: none where it has no language of its own. */
export const languageOf = ({ lang }: { lang?: string }) => (lang ? { lang, dir: directionOf(lang) } : {});

/** The attributes of a page's <html> for a site in `lang`: `dir` only where it reads right to left. */
export const documentLanguage = (lang: string) =>
  directionOf(lang) === 'rtl' ? { lang, dir: 'rtl' as const } : { lang };
