import { site } from '../content';
import { pageLanguage } from '../language';

/** The site's languages, the first its default (`site.languages`, or `site.lang` alone). */
export const languages: readonly string[] = site.languages ?? [site.lang];

/** The prefix of a language's addresses: none for the site's first, its tag for each other ('/de'). */
export const prefixOf = (lang: string) => (lang === languages[0] ? '' : `/${lang}`);

/** The language of the page being made. */
export const currentLanguage = () => pageLanguage.lang ?? languages[0]!;

/** A language's name in itself ('Deutsch', 'العربية'), for the links between a page's languages. */
export const nameOf = (lang: string) => {
  const name = new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
};

/** The page at `neutral` (a first-language address) in `lang`: '/about' in German is '/de/about', '/' is '/de'. */
export const pathIn = (neutral: string, lang: string) =>
  prefixOf(lang) ? `${prefixOf(lang)}${neutral === '/' ? '' : neutral}` : neutral;

/** A page of this copy's address in the site's first language ('/about' for /de/about, '/' for /de). */
export const neutralPath = (path: string) => path.slice(pageLanguage.prefix.length) || '/';

/** A site path in this copy's language: '/about' is '/de/about' in German; one already in it stays. */
export function inLanguage(path: string): string {
  const { prefix } = pageLanguage;
  if (!prefix || path === prefix || path.startsWith(`${prefix}/`)) return path;
  return pathIn(path, currentLanguage());
}

/**
 * The rows with their addresses in this copy's language: a row is written as the first language's
 * ('/about', README "Adding a page"); the writing and portfolio paths are their language's already.
 */
export function inPageLanguage<Rows extends readonly { pattern: string; pages?: readonly string[] }[]>(
  rows: Rows,
): Rows {
  return rows.map((row) => ({
    ...row,
    pattern: inLanguage(row.pattern),
    ...(row.pages && { pages: row.pages.map(inLanguage) }),
  })) as unknown as Rows;
}
