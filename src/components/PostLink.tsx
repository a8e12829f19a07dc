import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { pageHref } from './page-href';
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
    <a {...rest} className={cx(link, className)} href={pageHref(href)}>
      {children}
    </a>
  );
}

const link = css`
  color: ${colors.primaryLight};
`;
