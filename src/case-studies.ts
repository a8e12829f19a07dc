import type { Post } from './posts';
import { caseStudies as every } from 'site:writing';
import { currentLanguage, languages } from './i18n/languages';

/** A portfolio item's case study, from src/portfolio/<id>.md or .mdx (scripts/generator/writing/case-studies.ts). */
export type CaseStudy = {
  /** The item's id in src/content.ts: its page, /portfolio/<id>, shows the case study under the description. */
  readonly id: number;
  /** Shown only by `npm run dev`, marked as a draft. */
  readonly draft: boolean;
  /** The body, compiled from Markdown or MDX like a post's. */
  readonly Body: Post['Body'];
  /** The language of its folder (src/portfolio/de/): none for the site's first language. */
  readonly language?: string;
  /** Shown in a language it has no translation in, its text in its own (`lang`). */
  readonly untranslated?: true;
  readonly lang?: string;
};

/**
 * The case studies of the page's language, as the build read them (src/site-writing.d.ts): those of
 * its folder (src/portfolio/de/), and the first language's that it has no translation of, marked.
 */
export const caseStudies: readonly CaseStudy[] = studiesIn(currentLanguage(), languages[0]!);

function studiesIn(lang: string, first: string): readonly CaseStudy[] {
  if (languages.length === 1) return every;
  const own = new Set(every.flatMap((study) => (study.language === lang ? [study.id] : [])));
  return every.flatMap((study): CaseStudy[] => {
    if (study.language === lang) return [study];
    if (study.language || own.has(study.id)) return [];
    return [lang === first ? study : { ...study, untranslated: true, lang: first }];
  });
}
