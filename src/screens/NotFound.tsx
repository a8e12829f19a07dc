import { css } from '@linaria/core';
import { notFound, pageTitle, portfolio } from '../content';
import { ButtonLink } from '../components/ButtonLink';
import { Meta } from '../components/Meta';
import { PageContainer } from '../components/PageContainer';
import { PageTitle } from '../components/PageTitle';
import { useAssets } from '../render/Document';
import { pathOf, portfolioSection } from '../routes';
import { withBase } from '../site-config';
import { PortfolioNotFound } from './PortfolioItem';

/**
 * Any path the spec does not define (spec §2): a designed page, served with status 404.
 * It also carries the portfolio's not-found view for hosts that answer every
 * missing path with this page (src/browser/portfolio-not-found.ts swaps it in).
 */
export function NotFound() {
  const { portfolioNotFound } = useAssets();
  return (
    <>
      <PageContainer>
        <Meta title={notFound.title} description={notFound.description} />
        <PageTitle title={notFound.title} subtitle={notFound.text} />
        <div className={center}>
          <ButtonLink href={pathOf('home')}>{notFound.button}</ButtonLink>
        </div>
      </PageContainer>
      <template
        id="portfolio-not-found"
        data-title={pageTitle(portfolio.notFound.title)}
        data-section={withBase(portfolioSection)}
      >
        <PortfolioNotFound />
      </template>
      <script type="module" src={withBase(portfolioNotFound)} />
    </>
  );
}

const center = css`
  display: flex;
  justify-content: center;
`;
