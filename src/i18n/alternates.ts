import { useLocation } from 'wouter';
import { useAssets } from '../render/Document';
import { currentLanguage, languages, nameOf, neutralPath, pathIn } from './languages';

/**
 * The languages each page is in, by its address in the site's first language (`neutralPath`): made by the build from every language's page table (scripts/generator/pages/
 * translation-map.ts). A post shown untranslated is not in it: no page names it in another language.
 */
export type TranslationMap = Readonly<Record<string, readonly string[]>>;

export type Alternate = { lang: string; path: string; name: string; current: boolean };

/**
 * The current page in each language it is in, in the site's order, when it is in more than one; for a
 * post shown untranslated, the languages its original is in and this one. None on a site of one language.
 */
export function useAlternates(): Alternate[] {
  const { translations: map } = useAssets();
  const neutral = neutralPath(encodeURI(useLocation()[0]));
  const current = currentLanguage();
  const these = new Set(map?.[neutral] ?? []);
  if (these.size === 0) return [];
  these.add(current);
  if (these.size < 2) return [];
  return languages
    .filter((lang) => these.has(lang))
    .map((lang) => ({ lang, path: pathIn(neutral, lang), name: nameOf(lang), current: lang === current }));
}
