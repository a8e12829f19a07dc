import { css } from '@linaria/core';
import { colors, font, paperColors, print, reducedMotion } from '../theme';

/** Page-wide rules: the dark theme, type scale (spec §9) and shared helpers. */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }

    html {
      color-scheme: dark;
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
      /* What the browser scrolls into view (a focused link, a heading's anchor, a found word) stops
         clear of a phone's notch and home indicator, which the page reaches under. */
      scroll-padding: env(safe-area-inset-top, 0px) env(safe-area-inset-right, 0px)
        env(safe-area-inset-bottom, 0px) env(safe-area-inset-left, 0px);
    }

    body {
      margin: 0;
      min-height: 100vh;
      display: flex;
      flex-direction: column;
      background: ${colors.background};
      color: ${colors.text};
      font-family: ${font.family};
      font-size: ${font.body};
      line-height: 1.6;
      /* No text makes a page scroll sideways: a word too long for its line breaks, as a last resort. */
      overflow-wrap: break-word;
      -webkit-font-smoothing: antialiased;
      -moz-osx-font-smoothing: grayscale;
      /* Spec §1: no touch ripple; the tap highlight is the browser's own ripple. */
      -webkit-tap-highlight-color: transparent;
    }

    /* Chinese and Japanese break between any two characters: not before a small kana, a long-vowel
       mark or closing punctuation ("ダ / ッシュ", "ボー / ド"); Japanese headings at phrase ends. */
    :lang(ja),
    :lang(zh) {
      line-break: strict;
    }
    :lang(ja) :is(h1, h2, h3) {
      word-break: auto-phrase;
    }

    h1,
    h2,
    h3 {
      margin: 0;
      line-height: 1.2;
      letter-spacing: -0.01em;
      /* A word wider than the column even at the fitted size is broken, as a last resort. */
      overflow-wrap: anywhere;
      /* The spec's size; a heading whose widest word would not fit a phone's column gives way
         (its fit-N class, src/components/fit.ts). */
      font-size: var(--size);
    }

    h1 {
      --size: ${font.h1};
      font-weight: ${font.weights.h1};
    }

    h2 {
      --size: ${font.h2};
      font-weight: ${font.weights.h2};
    }

    h3 {
      --size: 1.35rem;
      font-weight: 600;
    }

    p {
      margin: 0;
    }

    a {
      color: ${colors.primary};
    }

    img {
      max-width: 100%;
      display: block;
    }

    /* "*" so that the per-page CSS pruning (a bare pseudo-class names nothing) keeps it. */
    *:focus-visible {
      outline: 3px solid ${colors.focus};
      outline-offset: 3px;
    }

    @page {
      margin: 14mm 15mm;
    }

    /* Paper: the dark theme would print as a solid dark page. Every colour and surface gives way
       to dark text on white here, so that no component (nor a later one) prints light on light. */
    ${print} {
      html {
        color-scheme: light;
      }
      *,
      *::before,
      *::after {
        color: ${paperColors.text} !important;
        background: transparent !important;
        box-shadow: none !important;
        text-shadow: none !important;
        /* Paper shows where a fade or a hover's colour change ends, not a moment of it. */
        animation: none !important;
        transition: none !important;
      }
      body {
        min-height: 0;
        font-size: 10.5pt;
        line-height: 1.45;
      }
      h1 {
        --size: 22pt;
      }
      h2 {
        --size: 15pt;
      }
      h3 {
        --size: 11.5pt;
      }
      /* Paper cannot follow a link: it says where it goes. */
      a[href^='http']::after {
        content: ' (' attr(href) ')';
        font-weight: 400;
        overflow-wrap: anywhere;
      }
    }

    ${reducedMotion} {
      *,
      *::before,
      *::after {
        /* Zero, not the common 0.01ms: a tiny duration still animates every property. */
        animation-duration: 0s !important;
        animation-delay: 0s !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0s !important;
        transition-delay: 0s !important;
        scroll-behavior: auto !important;
      }
    }
  }
`;

/** On screen only: controls and pictures that mean nothing on paper. */
export const screenOnly = css`
  ${print} {
    display: none !important;
  }
`;

/** Hidden from sight, still read by assistive technology. */
export const visuallyHiddenRules = `
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

export const visuallyHidden = css`
  ${visuallyHiddenRules}
`;
