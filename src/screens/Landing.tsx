import { css } from '@linaria/core';
import { landing, owner, photos } from '../content';
import { ButtonLink } from '../components/ButtonLink';
import { Meta } from '../components/Meta';
import { Island } from '../islands/Island';
import { withBase } from '../site-config';
import { viewportMedia } from '../theme';

const { mobileLandscape, mobilePortrait, tablet, desktop } = photos.landing;
const photoUrl = (file: string) => withBase(`/photos/${file}`);

/** The phrases read as one sentence: "Hey there, I'm Jane Doe: an AI product manager, …, and a martial artist." */
function sentence(): string {
  const [name, ...roles] = landing.phrases;
  const last = roles.pop();
  return `${landing.greeting} ${name}: ${roles.join(', ')}, and ${last}.`;
}

/** Spec §2, landing: full-screen photo by viewport class, rotating headline, two buttons. */
export function Landing() {
  return (
    <>
      <Meta title={owner.role} description={landing.description} />
      <section className={hero}>
        <picture>
          <source media={viewportMedia.mobileLandscape} srcSet={photoUrl(mobileLandscape.file)} />
          <source media={viewportMedia.mobilePortrait} srcSet={photoUrl(mobilePortrait.file)} />
          <source media={viewportMedia.tablet} srcSet={photoUrl(tablet.file)} />
          <img className={photo} src={photoUrl(desktop.file)} alt="" fetchPriority="high" decoding="async" />
        </picture>
        <div className={content}>
          <Island
            name="headline"
            props={{
              greeting: landing.greeting,
              phrases: landing.phrases,
              sentence: sentence(),
              pauseLabel: landing.pause,
              resumeLabel: landing.resume,
            }}
          />
          <div className={buttons}>
            {landing.buttons.map((b, i) => (
              <ButtonLink key={b.href} href={b.href} variant={i === 0 ? 'contained' : 'outlined'}>
                {b.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

const hero = css`
  position: relative;
  isolation: isolate;
  min-height: 100vh;
  min-height: 100svh;
  display: grid;
  place-items: center;
  /* Clears the fixed hamburger (16px + 48px) at the top. */
  padding: 80px 20px 32px;
  text-align: center;
  /* Scrim over the photo. At 70% it keeps every text on it above 4.5:1 even
     over a pure white photo (checked by test/browser/landing.test.ts), so any
     photo the owner picks is safe. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(180deg, rgba(11, 18, 32, 0.7) 0%, rgba(11, 18, 32, 0.7) 75%, #0b1220 100%);
  }
`;

/* Focal points per viewport class; later rules win, so the most specific class comes last. */
const photo = css`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
  object-position: ${desktop.focus};
  @media ${viewportMedia.tablet} {
    object-position: ${tablet.focus};
  }
  @media ${viewportMedia.mobilePortrait} {
    object-position: ${mobilePortrait.focus};
  }
  @media ${viewportMedia.mobileLandscape} {
    object-position: ${mobileLandscape.focus};
  }
`;

const content = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 24px;
  max-width: 900px;
`;

const buttons = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 16px;
`;
