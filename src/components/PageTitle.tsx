import { useFit } from './fit';
import { pagePadding } from './PageContainer';
import { css } from '@linaria/core';
import { colors } from '../theme';

const header = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  text-align: center;
`;

const subtitle = css`
  color: ${colors.textSecondary};
  font-size: 1.25rem;
`;

/** The page's one h1, with an optional subtitle under it. */
export function PageTitle({ title, subtitle: sub }: { title: string; subtitle?: string }) {
  return (
    <div className={header}>
      <h1 className={useFit([title], 1, 2 * pagePadding)}>{title}</h1>
      {sub && <p className={subtitle}>{sub}</p>}
    </div>
  );
}
