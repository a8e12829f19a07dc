import { useFit } from './fit';
import { pagePadding } from './PageContainer';
import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { colors } from '../theme';

/** On a phone: the card's padding, and its heading's column, the screen less this (border and padding, both sides). */
const cardPadding = 20;
export const cardInset = 2 * (pagePadding + 1 + cardPadding);

export const cardStyle = css`
  background: ${colors.paper};
  border: 1px solid ${colors.paperBorder};
  border-radius: 16px;
  padding: clamp(${cardPadding}px, 4vw, 32px);
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25);
  /* Its headings fit their words to its width (src/components/fit.ts). */
  container-type: inline-size;
`;

/** A slate "paper" surface holding one titled section. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={cx(cardStyle, className)}>{children}</section>;
}

/** A card's title: an h2 that gives way to a word too wide for the card. */
export function CardTitle({ children }: { children: string }) {
  return <h2 className={useFit([children], 2, cardInset)}>{children}</h2>;
}

export const secondaryText = css`
  color: ${colors.textSecondary};
`;
