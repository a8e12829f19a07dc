import { translations } from 'site:translations';
import { site } from '../content';
import { languages } from './languages';

/** How link previews name a language's region ('de_DE'): its translation's `site.locale`, else made from its tag. */
export const localeOf = (lang: string) =>
  lang === languages[0] ? site.locale : (translations[lang]?.site?.locale ?? lang.replace('-', '_'));
