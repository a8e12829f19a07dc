import { inLanguage } from '../i18n/languages';
import { isIndexable } from '../routes';
import { withBase } from '../site-config';

/**
 * A link's address as the page's language has it, with the base path: a post's or an MDX
 * component's link to /writing/x, shown in German, leads to /de/writing/x (a post of the first
 * language is on every language's pages, translated or not), /about to /de/about; a file, another
 * site or an address no page has stays as written.
 */
export function pageHref(href: string): string {
  const [, path = '', rest = ''] = /^(\/(?!\/)[^?#]*)(.*)$/.exec(href) ?? [];
  const there = path && inLanguage(path);
  return withBase(there && there !== path && isIndexable(there) ? `${there}${rest}` : href);
}
