import { relative } from 'node:path';
import type { Renderer } from '../bundling/bundle-renderer';
import { readFileSync } from '../project-files';
import { translationFiles, translationsDir } from '../bundling/languages-plugin';
import type { Overlay } from '../project-files';
import { languageFolders, writingDir } from '../writing/post-files';
import { caseStudyDir } from '../writing/case-studies';
import { ContentError } from './check-content';
import type { LocatedProblem } from '../errors/located-error';
import { isEntry } from '../../../src/i18n/translation';

/** The keys of `given` that `base` has not, and values of another kind than its, by field ('about.title'). */
export function foreignKeys(base: unknown, given: unknown, at = ''): { field: string; reason: string }[] {
  if (given === undefined) return [];
  const kind = (value: unknown) =>
    Array.isArray(value) ? 'a list' : isEntry(value) ? 'an object' : typeof value;
  if (base === undefined) return [{ field: at, reason: `is not a key of src/content.ts` }];
  if (kind(base) !== kind(given))
    return [
      {
        field: at,
        reason: `must be ${kind(base) === 'string' ? 'a text' : kind(base)}, as in src/content.ts`,
      },
    ];
  if (Array.isArray(base) && Array.isArray(given) && base.some(isEntry)) {
    const extra =
      given.length > base.length
        ? [{ field: `${at}[${base.length}]`, reason: `is beyond the ${base.length} items of src/content.ts` }]
        : [];
    return [
      ...extra,
      ...given.slice(0, base.length).flatMap((item, i) => foreignKeys(base[i], item, `${at}[${i}]`)),
    ];
  }
  if (!isEntry(base) || !isEntry(given)) return [];
  return Object.keys(given).flatMap((key) => foreignKeys(base[key], given[key], at ? `${at}.${key}` : key));
}

/** The line of a field's last key in a file's text ('about.title': the first `title` after `about`). */
function lineOf(text: string, field: string): number | undefined {
  let from = 0;
  for (const key of field.replace(/\[\d+\]/g, '').split('.')) {
    const found = new RegExp(`(^|[\\s{,])['"]?${key}['"]?\\s*:`, 'm').exec(text.slice(from));
    if (!found) return undefined;
    from += found.index + found[0].length;
  }
  return text.slice(0, from).split('\n').length;
}

/**
 * The site's languages against its translation files and folders: each language but the first has
 * its file in src/translations/; each file and each folder of posts or case studies is a language of
 * `site.languages`; a file gives only keys of src/content.ts, each of the same kind, and texts that
 * the content's own rules accept. Stops the build naming the file, the line and the field.
 */
export function checkTranslations(renderers: readonly Renderer[], overlay: Overlay): void {
  const [first] = renderers as [Renderer];
  const { languages, translations, plainContent: content } = first;
  const files = translationFiles(overlay);
  const problems: LocatedProblem[] = [];
  const listed = `site.languages lists ${languages.map((lang) => JSON.stringify(lang)).join(', ')}`;
  for (const lang of languages.slice(1))
    if (!files.has(lang))
      problems.push({
        file: first.contentFile,
        message: `site.languages: "${lang}" has no translation file: add ${translationsDir}/${lang}.ts (its texts; see the README, "Languages"), or take "${lang}" out of site.languages`,
      });
  const unlisted = (file: string, lang: string) =>
    problems.push({
      file,
      message: `"${lang}" is not a language of the site (${listed}): add it to site.languages in src/content.ts, or rename or remove this`,
    });
  for (const [lang, path] of files) {
    const file = relative(process.cwd(), path);
    if (lang === languages[0] || !languages.includes(lang)) unlisted(file, lang);
  }
  for (const dir of [writingDir, caseStudyDir])
    for (const lang of languageFolders(dir))
      if (!languages.slice(1).includes(lang)) unlisted(`${dir}/${lang}/`, lang);
  // The content's own problems, said once, at src/content.ts (checked only where there is a translation).
  const ownProblems = renderers.length > 1 ? first.validateContent(content) : [];
  const own = new Set(ownProblems.map(({ field, reason }) => `${field} ${reason}`));
  for (const copy of renderers.slice(1)) {
    const lang = copy.currentLanguage();
    const path = files.get(lang);
    if (!path) continue;
    const file = relative(process.cwd(), path);
    const text = readFileSync(path, 'utf8');
    const found = [
      ...foreignKeys(content, translations[lang]),
      // Its languages are the content's, and its `lang` its own: only its texts are the file's.
      ...copy
        .validateContent(copy.plainContent)
        .filter(({ field, reason }) => !field.startsWith('site.languages') && !own.has(`${field} ${reason}`)),
    ];
    for (const { field, reason } of found)
      problems.push({ file, line: lineOf(text, field), message: `${field}: ${reason}` });
  }
  if (problems.length > 0) throw new ContentError(problems);
}
