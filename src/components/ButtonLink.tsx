import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { site } from '../content';
import { button, colors, print } from '../theme';
import { pageHref } from './page-href';
import { screenOnly, visuallyHidden } from '../styles/global';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: 48px;
  padding: ${button.padding};
  border-radius: ${button.radius};
  border: 2px solid transparent;
  font: inherit;
  font-size: 1rem;
  font-weight: ${button.weight};
  line-height: 1.5;
  text-transform: none;
  text-decoration: none;
  text-align: center;
  /* A label with a word wider than the column wraps inside the button instead of widening it. */
  max-width: 100%;
  overflow-wrap: anywhere;
  cursor: pointer;
  transition:
    background-color 200ms ease,
    border-color 200ms ease,
    color 200ms ease;
  ${print} {
    display: inline;
    min-height: 0;
    padding: 0;
    border: 0;
  }
`;

const variants = {
  contained: css`
    background: ${colors.primaryStrong};
    color: #fff;
    &:hover {
      background: ${colors.primaryStrongHover};
    }
  `,
  outlined: css`
    background: rgba(11, 18, 32, 0.55);
    color: ${colors.text};
    border-color: ${colors.primary};
    &:hover {
      background: rgba(96, 165, 250, 0.16);
    }
  `,
} as const;

type Props = {
  href: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  /** Opens in a new tab, announced to screen readers (spec §7: outbound links). */
  external?: boolean;
  /** Saves the file rather than opening it (a résumé). */
  download?: boolean;
};

/** A pill-shaped link that looks like a button (spec §9: 30px radius, 12px 32px, weight 600). */
export function ButtonLink({
  href,
  children,
  variant = 'contained',
  external = false,
  download = false,
}: Props) {
  return (
    <a
      // On paper a link within the site leads nowhere; one outside it prints with its address.
      className={cx(base, variants[variant], !external && screenOnly)}
      href={pageHref(href)}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(download ? { download: '' } : {})}
    >
      {children}
      {external && <span className={visuallyHidden}> {site.newTab}</span>}
    </a>
  );
}
