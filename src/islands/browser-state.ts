import { useSyncExternalStore } from 'react';

/**
 * The browser state the islands read, subscribed to rather than copied into their own state.
 * Each server snapshot is what the prerendered HTML assumes: React renders with it while
 * hydrating, so the markup matches, then re-renders with the browser's value.
 */

type Subscribe = (onChange: () => void) => () => void;

/** Built once per store, not per render: a new subscribe would make React resubscribe each time. */
const listen =
  (target: () => EventTarget, types: readonly string[]): Subscribe =>
  (onChange) => {
    const source = target();
    for (const type of types) source.addEventListener(type, onChange);
    return () => {
      for (const type of types) source.removeEventListener(type, onChange);
    };
  };

let reducedMotionQuery: MediaQueryList | undefined;
// Asked for on first use: the server imports this module too, and has no matchMedia.
const reducedMotion = () => (reducedMotionQuery ??= matchMedia('(prefers-reduced-motion: reduce)'));
const subscribeReducedMotion = listen(reducedMotion, ['change']);

/** Whether the visitor asks for reduced motion; false on the server, whose headline rotates. */
export const useReducedMotion = (): boolean =>
  useSyncExternalStore(
    subscribeReducedMotion,
    () => reducedMotion().matches,
    () => false,
  );

// A prerendered page is hidden until the visitor goes to it, and may send only prerenderingchange.
const subscribeVisibility = listen(() => document, ['visibilitychange', 'prerenderingchange']);

/** Whether the page is seen; false on the server, so that nothing counts time before hydration. */
export const usePageVisible = (): boolean =>
  useSyncExternalStore(
    subscribeVisibility,
    () => document.visibilityState === 'visible',
    () => false,
  );

const subscribeNothing: Subscribe = () => () => {};

/** False on the server and while hydrating, true from the render after: nothing changes it. */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
