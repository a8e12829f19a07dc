import { css } from '@linaria/core';
import { contact, owner } from '../content';
import { ButtonLink } from '../components/ButtonLink';
import { Card, CardTitle, secondaryText } from '../components/Card';
import { Meta } from '../components/Meta';
import { PageContainer } from '../components/PageContainer';
import { PageTitle } from '../components/PageTitle';

/** Spec §2, contact: the 'Let's Connect' card and the LinkedIn button; no form. */
export function Contact() {
  return (
    <PageContainer>
      <Meta title={contact.title} description={contact.description} />
      <PageTitle title={contact.title} />
      <Card className={card}>
        <CardTitle>{contact.card.title}</CardTitle>
        <p className={secondaryText}>{contact.card.text}</p>
        <div>
          <ButtonLink href={owner.linkedInUrl} external>
            {contact.card.button}
          </ButtonLink>
        </div>
      </Card>
    </PageContainer>
  );
}

const card = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 20px;
  text-align: center;
  max-width: 720px;
  width: 100%;
  margin: 0 auto;
`;
