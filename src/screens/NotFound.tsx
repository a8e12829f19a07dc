import { css } from '@linaria/core';
import { notFound } from '../content';
import { ButtonLink } from '../components/ButtonLink';
import { Meta } from '../components/Meta';
import { PageContainer } from '../components/PageContainer';
import { PageTitle } from '../components/PageTitle';

/** Any path the spec does not define: a designed page, served with status 404. */
export function NotFound() {
  return (
    <PageContainer>
      <Meta title={notFound.title} description={notFound.description} indexable={false} />
      <PageTitle title={notFound.title} subtitle={notFound.text} />
      <div className={center}>
        <ButtonLink href="/">{notFound.button}</ButtonLink>
      </div>
    </PageContainer>
  );
}

const center = css`
  display: flex;
  justify-content: center;
`;
