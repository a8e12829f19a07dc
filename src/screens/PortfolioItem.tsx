import { css, cx } from '@linaria/core';
import { caseStudies } from '../case-studies';
import { portfolio, writing } from '../content';
import { ButtonLink } from '../components/ButtonLink';
import { EncodedPicture } from '../components/EncodedPicture';
import { Card, cardInset, secondaryText } from '../components/Card';
import { useFit } from '../components/fit';
import { Meta } from '../components/Meta';
import { PageContainer } from '../components/PageContainer';
import { PageTitle } from '../components/PageTitle';
import { PostBody } from '../components/PostBody';
import { focusClass } from '../photo-types';
import { useAssets } from '../render/Document';
import { findPortfolioItem, pathOf } from '../routes';

/** The article column: at most 854 CSS px (960 less the container's and the card's padding), rounded up. */
const sizes = '(min-width: 1000px) 900px, calc(100vw - 48px)';

/**
 * Spec §2, portfolio item: the item for a valid id, with its case study under the description when
 * src/portfolio/ has one, else the not-found view (§5, §8).
 */
export function PortfolioItemScreen({ params }: { params: { id?: string } }) {
  const { portfolioPhotos } = useAssets();
  const item = findPortfolioItem(params.id);
  if (!item) {
    return (
      <>
        <Meta title={portfolio.notFound.title} description={portfolio.notFound.text} />
        <PortfolioNotFound />
      </>
    );
  }
  const photo = portfolioPhotos[item.id]!;
  const study = caseStudies.find((s) => s.id === item.id);
  const fitTitle = useFit([item.title], 1, cardInset);
  return (
    <PageContainer>
      <Meta title={item.title} description={item.description} />
      <div>
        <ButtonLink href={pathOf('portfolio')} variant="outlined">
          {portfolio.back}
        </ButtonLink>
      </div>
      <Card className={article}>
        <h1 className={fitTitle}>{item.title}</h1>
        <EncodedPicture
          photo={photo}
          sizes={sizes}
          className={cx(image, focusClass(item.imageFocus))}
          // A placeholder shows no picture: nothing to describe.
          alt={photo.placeholder ? '' : item.imageAlt}
          placeholder={photo.placeholder}
        />
        <p className={secondaryText}>{item.description}</p>
        {study?.draft && <p className={secondaryText}>{writing.draft}</p>}
        {study?.untranslated && <p className={secondaryText}>{portfolio.untranslated}</p>}
        {study && <PostBody post={study} imageSizes={sizes} />}
      </Card>
    </PageContainer>
  );
}

/** Spec §8: 'Portfolio Item Not Found' with a 'Back to Portfolio' button. */
export function PortfolioNotFound() {
  return (
    <PageContainer>
      <PageTitle title={portfolio.notFound.title} subtitle={portfolio.notFound.text} />
      <div className={center}>
        <ButtonLink href={pathOf('portfolio')}>{portfolio.notFound.button}</ButtonLink>
      </div>
    </PageContainer>
  );
}

const center = css`
  display: flex;
  justify-content: center;
`;

const article = css`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const image = css`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: 12px;
  background: #0f172a;
`;
