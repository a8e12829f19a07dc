import { css } from '@linaria/core';
import type { ReactNode } from 'react';

/** The page's side padding, px: a heading's column is the screen less twice this. */
export const pagePadding = 20;

const container = css`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  /* Clears the fixed hamburger at the top left. */
  padding: 96px ${pagePadding}px 64px;
  display: flex;
  flex-direction: column;
  gap: 32px;
  /* Its headings fit their words to its width (src/components/fit.ts). */
  container-type: inline-size;
`;

export function PageContainer({ children }: { children: ReactNode }) {
  return <div className={container}>{children}</div>;
}
