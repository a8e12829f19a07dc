import { css } from '@linaria/core';
import type { ReactNode } from 'react';

const container = css`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  /* Clears the fixed hamburger at the top left. */
  padding: 96px 20px 64px;
  display: flex;
  flex-direction: column;
  gap: 32px;
`;

export function PageContainer({ children }: { children: ReactNode }) {
  return <div className={container}>{children}</div>;
}
