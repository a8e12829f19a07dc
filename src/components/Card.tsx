import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { colors } from '../theme';

export const cardStyle = css`
  background: ${colors.paper};
  border: 1px solid ${colors.paperBorder};
  border-radius: 16px;
  padding: clamp(20px, 4vw, 32px);
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.25);
`;

/** A slate "paper" surface holding one titled section. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={cx(cardStyle, className)}>{children}</section>;
}

export const secondaryText = css`
  color: ${colors.textSecondary};
`;
