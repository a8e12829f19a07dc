/**
 * src/content.ts as a copy of the renderer for one language sees it: the build's bundle gives every
 * module of src/ that imports '../content' this module instead (scripts/generator/bundling/
 * languages-plugin.ts), so that each screen shows the texts of its page's language without knowing
 * there is more than one. The first language's copy is src/content.ts itself.
 */
import * as base from '../content';
import { translations } from 'site:translations';
import { pageLanguage } from '../language';
import { translated, type Texts } from './translation';
import { marked } from './marks';
import { localeOf } from './locales';

export * from '../content';

const lang = pageLanguage.lang ?? base.site.lang;
const given = lang === base.site.lang ? undefined : translations[lang];
// The texts the translation leaves out are marked as the first language's (./marks.ts).
const texts: Texts = translated(base, given, given && marked);

/** The same texts unmarked: what the build reads of them (the feeds' titles, the content's checks). */
const plain: Texts = translated(base, given);
export const plainContent: Texts = { ...plain, site: localSite(plain) };

export const {
  owner,
  pageTitle,
  nav,
  landing,
  about,
  portfolio,
  writing,
  portfolioItems,
  contact,
  notFound,
  errorFallback,
  timings,
  photos,
} = texts;

/** The site's texts, in the page's language: `lang` is this copy's, `locale` its own or made from it. */
function localSite({ site }: Texts): Texts['site'] {
  return { ...site, lang: lang as Texts['site']['lang'], locale: localeOf(lang) as Texts['site']['locale'] };
}

export const site = localSite(texts);
