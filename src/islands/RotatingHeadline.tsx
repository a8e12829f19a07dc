import { useEffect, useRef, useState } from 'react';
import { useHydrated, usePageVisible, useReducedMotion } from './browser-state';
import { control, heading, phrase, stack, wrap } from './headline-styles';
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
  const reduced = useReducedMotion();
  const hydrated = useHydrated();
  // A prerendered page (hidden until the visitor goes to it) or a background tab counts no time:
  // the visitor first sees the owner's name, and the rotation starts from there.
  const shown = usePageVisible();
  const wrapRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // A pointer or focus already inside before hydration sends no enter or focus event.
    setHovered(wrapRef.current?.matches(':hover') ?? false);
    setFocused(wrapRef.current?.matches(':focus-within') ?? false);
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
          {/* Every phrase, stacked in one cell that is as big as the biggest at any width: a
              switch changes only which one is seen, so nothing below or beside it moves. */}
          <span className={stack}>
            {phrases.map((text, i) => (
              <span
                key={i}
                className={classes(phrase, phraseFits[i])}
                {...(i === index ? { 'data-phrase-index': i, 'data-fading': fadingOut ? 'out' : 'in' } : {})}
              >
                {text}
              </span>
            ))}
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

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
