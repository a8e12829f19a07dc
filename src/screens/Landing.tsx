import { css } from '@linaria/core';
import { landing, owner, timings } from '../content';
import { ButtonLink } from '../components/ButtonLink';
import { useFit, useFits } from '../components/fit';
import { HeroPhoto } from '../components/HeroPhoto';
import { Meta } from '../components/Meta';
import { PersonJsonLd } from '../components/PersonJsonLd';
import { Island } from '../islands/Island';
import { print, safeArea } from '../theme';
import { pathOf } from '../routes';

/** Spec §2, landing: full-screen photo by viewport class, rotating headline, two buttons. */
export function Landing() {
  // The greeting and each phrase keep the spec's size unless they hold a word too wide for a phone.
  const greetingFit = useFit([landing.greeting], 1, 2 * heroPadding);
  const phraseFits = useFits(landing.phrases, 1, 2 * heroPadding);
  return (
    <>
      <Meta title={owner.role} description={landing.description} />
      <PersonJsonLd />
      <section className={hero}>
        <HeroPhoto />
        <div className={content}>
          <Island
            name="headline"
            props={{
              greeting: landing.greeting,
              phrases: landing.phrases,
              sentence: landing.sentence,
              pauseLabel: landing.pause,
              resumeLabel: landing.resume,
              intervalMs: timings.headlineInterval,
              fadeOutMs: timings.headlineFadeOut,
              greetingFit,
              phraseFits,
            }}
          />
          <div className={buttons}>
            {landing.buttons.map((b, i) => (
              <ButtonLink key={b.page} href={pathOf(b.page)} variant={i === 0 ? 'contained' : 'outlined'}>
                {b.label}
              </ButtonLink>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

/** The hero's side padding, px: the headline's column is the screen less twice this. */
const heroPadding = 20;

const hero = css`
  position: relative;
  isolation: isolate;
  min-height: 100vh;
  min-height: 100svh;
  display: grid;
  place-items: center;
  /* Clears the fixed hamburger (16px + 48px) at the top. */
  padding: ${safeArea.plus('top', 80)} ${safeArea.atLeast('right', heroPadding)}
    ${safeArea.plus('bottom', 32)} ${safeArea.atLeast('left', heroPadding)};
  text-align: center;
  /* Scrim over the photo. At 70% it keeps every text on it above 4.5:1 even
     over a pure white photo (checked by test/browser/landing-contrast.test.ts), so any
     photo the owner picks is safe. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(180deg, rgba(11, 18, 32, 0.7) 0%, rgba(11, 18, 32, 0.7) 75%, #0b1220 100%);
  }
  /* On paper: no photo (src/components/HeroPhoto.tsx), the sentence at the top of the page. */
  ${print} {
    min-height: 0;
    padding: 0;
    &::before {
      display: none;
    }
  }
`;

const content = css`
  /* The headline's fades (spec §4), for its CSS; its timers get the same timings as props. */
  --headline-fade: ${timings.headlineFade}ms;
  --headline-fade-out: ${timings.headlineFadeOut}ms;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 24px;
  width: 100%;
  max-width: 900px;
  /* The headline fits its longest word to this width (src/components/fit.ts). */
  container-type: inline-size;
`;

const buttons = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 16px;
`;
