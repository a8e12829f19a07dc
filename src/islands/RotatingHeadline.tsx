import { css } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { colors, reducedMotion } from '../theme';
import { visuallyHidden } from '../styles/global';

export type RotatingHeadlineProps = {
  greeting: string;
  phrases: readonly string[];
  /** The whole sentence, read by assistive technology instead of the rotation. */
  sentence: string;
  pauseLabel: string;
  resumeLabel: string;
  /** Milliseconds between switches, and of the fade out before each (spec §4). */
  intervalMs: number;
  fadeOutMs: number;
  /**
   * The classes that size the greeting and each phrase to their widest word on a
   * narrow screen (src/components/fit.ts): none where the spec's size fits.
   */
  greetingFit?: string;
  phraseFits?: readonly (string | undefined)[];
};

/**
 * "Hey there, I'm …" with a phrase that fades to the next one every interval
 * (spec §4). The rotation pauses while hovered or focused, on request, and
 * never starts by itself under prefers-reduced-motion (WCAG 2.2.2).
 */
export function RotatingHeadline({
  greeting,
  phrases,
  sentence,
  pauseLabel,
  resumeLabel,
  intervalMs,
  fadeOutMs,
  greetingFit,
  phraseFits = [],
}: RotatingHeadlineProps) {
  const [index, setIndex] = useState(0);
  const [fadingOut, setFadingOut] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reduced, setReduced] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [shown, setShown] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setHydrated(true);
    // A pointer or focus already inside before hydration sends no enter or focus event.
    setHovered(wrapRef.current?.matches(':hover') ?? false);
    setFocused(wrapRef.current?.matches(':focus-within') ?? false);
    const query = matchMedia('(prefers-reduced-motion: reduce)');
    const sync = () => setReduced(query.matches);
    sync();
    query.addEventListener('change', sync);
    return () => query.removeEventListener('change', sync);
  }, []);

  // A prerendered page (hidden until the visitor goes to it) or a background tab counts no time:
  // the visitor first sees the owner's name, and the rotation starts from there.
  useEffect(() => {
    const sync = () => setShown(document.visibilityState === 'visible');
    sync();
    document.addEventListener('visibilitychange', sync);
    document.addEventListener('prerenderingchange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      document.removeEventListener('prerenderingchange', sync);
    };
  }, []);

  // Reduced motion stops the rotation until the visitor asks for it.
  const paused = reduced ? !userPaused : userPaused;
  const running = shown && !paused && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    let switchTimer: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      setFadingOut(true);
      switchTimer = setTimeout(() => {
        setIndex((i) => (i + 1) % phrases.length);
        setFadingOut(false);
      }, fadeOutMs);
    }, intervalMs);
    return () => {
      clearInterval(interval);
      clearTimeout(switchTimer);
      setFadingOut(false);
    };
  }, [running, phrases.length, intervalMs, fadeOutMs]);

  return (
    <div
      ref={wrapRef}
      className={wrap}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <h1 className={classes(heading, greetingFit)}>
        <span aria-hidden="true">
          {greeting}{' '}
          <span
            className={classes(phrase, phraseFits[index])}
            data-phrase-index={index}
            data-fading={fadingOut ? 'out' : 'in'}
          >
            {phrases[index]}
          </span>
        </span>
        <span className={visuallyHidden}>{sentence}</span>
      </h1>
      <button
        type="button"
        className={control}
        // Hidden (its room kept) until hydrated: before that nothing rotates and a click would be lost.
        data-pending={hydrated ? undefined : ''}
        aria-label={paused ? resumeLabel : pauseLabel}
        onClick={() => {
          setUserPaused((was) => !was);
          // The visitor's choice takes effect now, though the pointer and focus are still here.
          setHovered(false);
          setFocused(false);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {paused ? (
            <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
          ) : (
            <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
          )}
        </svg>
      </button>
    </div>
  );
}

const wrap = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
`;

const heading = css`
  text-shadow: 0 2px 16px rgba(0, 0, 0, 0.6);
`;

const phrase = css`
  display: block;
  /* Room for the longest phrase, so a switch never moves the buttons below:
     two lines on narrow screens, one from where "an AI product manager" fits. */
  min-height: 2.4em;
  @media (min-width: 800px) {
    min-height: 1.2em;
  }
  color: ${colors.primaryOnPhoto};
  /* Fades in over the spec's fade; fades out within the delay before the switch. Both set by
     the screen, from the content's timings (the island's CSS cannot read them: it ships no content). */
  transition: opacity var(--headline-fade) ease-in-out;
  &[data-fading='out'] {
    opacity: 0;
    transition-duration: var(--headline-fade-out);
  }
  ${reducedMotion} {
    transition: none;
  }
`;

const control = css`
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
`;

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
