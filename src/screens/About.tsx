import { css } from '@linaria/core';
import { about, owner } from '../content';
import { ButtonLink } from '../components/ButtonLink';
import { Card, CardTitle, secondaryText } from '../components/Card';
import { Meta } from '../components/Meta';
import { PageContainer } from '../components/PageContainer';
import { PageTitle } from '../components/PageTitle';
import { ResumeLink } from '../components/ResumeLink';
import { useAssets } from '../render/Document';
import { fallbackFile, fallbackFormat, mediaType, photoSrc, sourceFormats, srcSet } from '../photo-types';
import { colors, paperColors, print } from '../theme';

/** Spec §2, about: photo, background, experience, skills (12/16/8 chips), focus areas. */
export function About() {
  const { background, experience, skills, focus } = about;
  return (
    <PageContainer>
      <Meta title={about.title} description={about.description} />
      <div className={intro}>
        <ProfilePhoto />
        <PageTitle title={about.title} subtitle={owner.role} />
      </div>

      <Card>
        <CardTitle>{background.title}</CardTitle>
        <div className={stack}>
          {background.paragraphs.map((text) => (
            <p key={text.slice(0, 24)} className={secondaryText}>
              {text}
            </p>
          ))}
        </div>
      </Card>

      <Card>
        <CardTitle>{experience.title}</CardTitle>
        <div className={stack}>
          <p className={secondaryText}>{experience.text}</p>
          <div className={actions}>
            <ButtonLink href={owner.linkedInUrl} external>
              {experience.button}
            </ButtonLink>
            <ResumeLink />
          </div>
        </div>
      </Card>

      <Card>
        <CardTitle>{skills.title}</CardTitle>
        <div className={stack}>
          {skills.groups.map((group) => (
            <section key={group.name} className={skillGroup}>
              <h3>{group.name}</h3>
              <ul className={chips}>
                {group.items.map((label) => (
                  <li key={label} className={chip}>
                    {label}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Card>

      <Card>
        <CardTitle>{focus.title}</CardTitle>
        <ul className={bullets}>
          {focus.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Card>
    </PageContainer>
  );
}

/** The round profile photo: sized before it loads, so nothing moves when it arrives. */
function ProfilePhoto() {
  const photo = useAssets().photos.profile;
  const size = 200;
  return (
    <picture>
      {sourceFormats.map((format) => (
        <source key={format} type={mediaType(format)} srcSet={srcSet(photo[format])} sizes={`${size}px`} />
      ))}
      <img
        className={avatar}
        src={photoSrc(fallbackFile(photo))}
        srcSet={srcSet(photo[fallbackFormat])}
        sizes={`${size}px`}
        alt={about.photoAlt}
        width={size}
        height={size}
        decoding="async"
      />
    </picture>
  );
}

const intro = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 24px;
  ${print} {
    gap: 8pt;
  }
`;

const avatar = css`
  width: 200px;
  height: 200px;
  border-radius: 50%;
  object-fit: cover;
  border: 4px solid ${colors.primary};
  box-shadow: 0 12px 40px rgba(37, 99, 235, 0.35);
  ${print} {
    width: 96px;
    height: 96px;
    border-width: 2px;
  }
`;

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 16px;
  ${print} {
    gap: 6pt;
    margin-top: 6pt;
  }
`;

const skillGroup = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
  ${print} {
    gap: 4pt;
  }
`;

const chips = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${print} {
    gap: 3pt 4pt;
  }
`;

const chip = css`
  padding: 6px 14px;
  border-radius: 16px;
  border: 1px solid rgba(96, 165, 250, 0.45);
  background: rgba(96, 165, 250, 0.12);
  color: ${colors.text};
  font-size: 0.9rem;
  font-weight: 500;
  line-height: 1.4;
  /* A label longer than the card is wide (a compound word) wraps inside its chip. */
  min-width: 0;
  overflow-wrap: anywhere;
  ${print} {
    padding: 0 6pt;
    border-color: ${paperColors.rule};
    font-size: 8.5pt;
  }
`;

const bullets = css`
  margin: 16px 0 0;
  padding-inline-start: 1.25em;
  display: grid;
  gap: 8px;
  color: ${colors.textSecondary};
  & li::marker {
    color: ${colors.primary};
  }
  ${print} {
    margin-top: 6pt;
    gap: 2pt;
  }
`;

/** The LinkedIn button and, where the owner offers one, the résumé beside it (or under it). */
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;
