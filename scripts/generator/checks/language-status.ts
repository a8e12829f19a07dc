import type { Renderer } from '../bundling/bundle-renderer';
import { isEntry, isText } from '../../../src/i18n/translation';

/** The texts of `base` that `given` leaves out, by field: a list of texts counts as one. */
export function missingTexts(base: unknown, given: unknown, at = ''): string[] {
  if (Array.isArray(base) && base.some(isEntry))
    return base.flatMap((item, i) =>
      missingTexts(item, Array.isArray(given) ? given[i] : undefined, `${at}[${i}]`),
    );
  if (isEntry(base))
    return Object.entries(base).flatMap(([key, value]) => {
      const field = at ? `${at}.${key}` : key;
      return isText(field) ? missingTexts(value, isEntry(given) ? given[key] : undefined, field) : [];
    });
  return given === undefined && base !== undefined ? [at] : [];
}

const listed = (names: string[], most = 6) =>
  names.length > most
    ? `${names.slice(0, most).join(', ')} and ${names.length - most} more`
    : names.join(', ');

/** A post's last change as the owner dates it: its `updated`, else its `date`. */
const changed = (post: { date: string; updated?: string }) => post.updated ?? post.date;

/**
 * What `npm run build` says of each language but the first: its texts that src/translations/ leaves
 * out, its posts not translated yet, and its translations older than their original (the original
 * `updated` after the translation's last date). None for a site in one language. A report, not a
 * refusal: `--strict` builds a site whose translations are unfinished.
 */
export function languageStatus(renderers: readonly Renderer[]): string | undefined {
  if (renderers.length < 2) return undefined;
  const [first] = renderers as [Renderer];
  const originals = new Map(first.posts.map((post) => [post.slug, post]));
  const blocks = renderers.slice(1).map((copy) => {
    const lang = copy.currentLanguage();
    const name = new Intl.DisplayNames([first.content.site.lang], { type: 'language' }).of(lang) ?? lang;
    // The content's texts themselves: the bundle's content module also exports their unmarked copy.
    const texts = missingTexts(first.plainContent, first.translations[lang]);
    const all = missingTexts(first.plainContent, undefined).length;
    const untranslated = copy.posts.filter((post) => post.untranslated).map((post) => post.slug);
    const older = copy.posts.flatMap((post) => {
      const original = post.language === lang ? originals.get(post.slug) : undefined;
      return original && changed(original) > changed(post)
        ? [`${post.slug} (original ${changed(original)}, translation ${changed(post)})`]
        : [];
    });
    const studies = copy.caseStudies.filter((study) => study.untranslated).map((study) => study.id);
    const lines = [
      texts.length > 0 && `  ${texts.length} of ${all} texts not translated: ${listed(texts)}`,
      untranslated.length > 0 &&
        `  ${untranslated.length} ${untranslated.length === 1 ? 'post' : 'posts'} not translated: ${listed(untranslated)}`,
      studies.length > 0 &&
        `  ${studies.length === 1 ? 'the case study of item' : 'the case studies of items'} ${studies.join(', ')} not translated`,
      older.length > 0 &&
        `  ${older.length === 1 ? 'a translation' : `${older.length} translations`} older than the original: ${listed(older, 4)}`,
    ].filter((line): line is string => typeof line === 'string');
    return [
      `${name} (${lang}, under /${lang}/):`,
      ...(lines.length > 0 ? lines : ['  everything translated']),
    ].join('\n');
  });
  return `Languages:\n${blocks.join('\n')}`;
}
