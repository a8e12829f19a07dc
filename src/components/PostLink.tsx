import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { withBase } from '../site-config';
import { inLanguage } from '../i18n/languages';
import { isIndexable } from '../routes';
import { colors } from '../theme';

/**
 * A link of a post's Markdown: a site path (another post, rewritten by the build) gets the page's
 * language and the base path. Its colour is its own class's, not a rule for every `a` of the post, which would also
 * recolour a component an MDX post shows (a ButtonLink's text on its button).
 */
export function PostLink({
  href = '',
  children,
  className,
  ...rest
}: {
  href?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <a {...rest} className={cx(link, className)} href={withBase(inPageLanguage(href))}>
      {children}
    </a>
  );
}

/**
 * A link to a page of the site as the page's language has it: a post's link to /writing/x, shown
 * in German, leads to /de/writing/x (a post of the first language is on every language's pages,
 * translated or not); a file, another site or an address no page has stays as written.
 */
function inPageLanguage(href: string): string {
  const [, path = '', rest = ''] = /^(\/(?!\/)[^?#]*)(.*)$/.exec(href) ?? [];
  const there = path && inLanguage(path);
  return there && there !== path && isIndexable(there) ? `${there}${rest}` : href;
}

const link = css`
  color: ${colors.primaryLight};
`;
