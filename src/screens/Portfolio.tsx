import { css } from '@linaria/core';
import { portfolio } from '../content';
import { Card, CardTitle, secondaryText } from '../components/Card';
import { Meta } from '../components/Meta';
import { PageContainer } from '../components/PageContainer';
import { PageTitle } from '../components/PageTitle';
import { PortfolioCards } from '../components/PortfolioCards';
import { colors } from '../theme';

/**
 * Spec §2, portfolio: title, subtitle and the 'Coming Soon' card; no project list. With the owner's
 * `portfolio.showcase` (src/content.ts), the items' cards in its place.
 */
export function Portfolio() {
  return (
    <PageContainer>
      <Meta title={portfolio.title} description={portfolio.description} />
      <PageTitle title={portfolio.title} subtitle={portfolio.subtitle} />
      {portfolio.showcase ? <PortfolioCards /> : <ComingSoon />}
    </PageContainer>
  );
}

function ComingSoon() {
  return (
    <Card className={comingSoon}>
      <svg className={icon} viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm.5-13H11v6l5.2 3.2.8-1.3-4.5-2.7V7Z"
        />
      </svg>
      <CardTitle>{portfolio.comingSoon.title}</CardTitle>
      <p className={secondaryText}>{portfolio.comingSoon.text}</p>
    </Card>
  );
}

const comingSoon = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  text-align: center;
  padding-block: 48px;
`;

const icon = css`
  color: ${colors.primary};
`;
