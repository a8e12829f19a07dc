import { css } from '@linaria/core';
import { colors, print, reducedMotion } from '../theme';
import { visuallyHidden } from '../styles/global';

/** The rotating headline's CSS (src/islands/RotatingHeadline.tsx). */

export const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
`;

export const heading = css`
  text-shadow: 0 2px 16px rgba(0, 0, 0, 0.6);
  /* Paper shows one moment of the rotation: it gets the whole sentence, read aloud on screen. */
  ${print} {
    & > [aria-hidden] {
      display: none;
    }
    & > .${visuallyHidden} {
      position: static;
      width: auto;
      height: auto;
      margin: 0;
      overflow: visible;
      clip: auto;
      white-space: normal;
    }
  }
`;

export const stack = css`
  display: grid;
  color: ${colors.primaryOnPhoto};
`;

/** One phrase of the stack: the one shown carries its index and fade state, the rest are hidden. */
export const phrase = css`
  grid-area: 1 / 1;
  /* Fades in over the spec's fade; fades out within the delay before the switch. Both set by
     the screen, from the content's timings (the island's CSS cannot read them: it ships no content). */
  transition: opacity var(--headline-fade) ease-in-out;
  &:not([data-fading]) {
    opacity: 0;
    visibility: hidden;
  }
  &[data-fading='out'] {
    opacity: 0;
    transition-duration: var(--headline-fade-out);
  }
  ${reducedMotion} {
    transition: none;
  }
`;

export const control = css`
  width: 44px;
  height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 1px solid rgba(241, 245, 249, 0.5);
  border-radius: 50%;
  background: transparent;
  color: ${colors.text};
  cursor: pointer;
  &:hover,
  &:active {
    background: transparent;
  }
  &[data-pending] {
    visibility: hidden;
  }
  ${print} {
    display: none;
  }
`;
