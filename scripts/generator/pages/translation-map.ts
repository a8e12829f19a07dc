import type { TranslationMap } from '../../../src/i18n/alternates';
import type { Renderer } from '../bundling/bundle-renderer';
import type { PageRoutes } from '../host-files/page-rules';

/**
 * The languages each page is in, by its address in the site's first language, from every language's
 * page table: what the pages' alternate links, language menus and the sitemap are made from. A post
 * shown untranslated is in none but its own. Undefined for a site in one language.
 */
export function translationMap(renderers: readonly Renderer[]): TranslationMap | undefined {
  if (renderers.length < 2) return undefined;
  const map: Record<string, string[]> = {};
  for (const copy of renderers) {
    const untranslated = new Set(copy.routes.untranslatedPaths);
    for (const path of copy.routes.indexablePaths)
      if (!untranslated.has(path)) (map[copy.neutralPath(path)] ??= []).push(copy.currentLanguage());
  }
  return map;
}

/** What the host files are written for (../host-files/host-files.ts): the pages of every language. */
export type SiteRoutes = {
  routes: PageRoutes;
  withBase: Renderer['withBase'];
  /** Each language's not-found pages and portfolio section, the first language's first. */
  languages: readonly Pick<
    Renderer['routes'],
    'notFoundPath' | 'portfolioNotFoundPath' | 'portfolioSection' | 'outputFile'
  >[];
};

/** The routes of every language's copy as one: what `_headers`, `_redirects` and the speculation rules are for. */
export function everyLanguage(renderers: readonly Renderer[]): SiteRoutes {
  const [first] = renderers as [Renderer];
  const all = <T>(read: (routes: Renderer['routes']) => readonly T[]) =>
    renderers.flatMap((copy) => read(copy.routes));
  const routes: PageRoutes = {
    pageTable: all((routes) => routes.pageTable),
    pagePaths: all((routes) => routes.pagePaths),
    isIndexable: (path: string) => renderers.some((copy) => copy.routes.isIndexable(path)),
    outputFile: first.routes.outputFile,
  };
  return { routes, withBase: first.withBase, languages: renderers.map((copy) => copy.routes) };
}
