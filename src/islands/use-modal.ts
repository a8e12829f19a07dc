import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { focusableIn, inertOutside, trapTab } from './focus-trap';

/**
 * The open state of a modal dialog (WAI-ARIA dialog pattern). While open, the
 * rest of the page is inert, focus moves to the first control in `panel`, Tab
 * stays inside it, and Escape or a change of any `closeAt` media query closes
 * it; once closed, focus returns to `opener`. Pass `closeAt` as a constant: a
 * new array on each render would send the focus back to the first control.
 */
export function useModal(
  panel: RefObject<HTMLElement | null>,
  opener: RefObject<HTMLElement | null>,
  closeAt: readonly string[],
) {
  const [open, setOpen] = useState(false);

  // A page restored from the back/forward cache is as it was left: with the dialog open after a
  // click on one of its links. The visitor comes back to the page, not to the dialog.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setOpen(false);
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);

  // Before paint, in the commit that opens or closes it: a passive effect may run a frame later
  // (an update outside an event, such as opening at hydration), showing the dialog over a live page.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!open || !element) return;
    const restoreOutside = inertOutside(element);
    focusableIn(element)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
      } else if (event.key === 'Tab') {
        trapTab(event, element);
      }
    };
    const queries = closeAt.map((query) => matchMedia(query));
    const onChange = () => setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    for (const query of queries) query.addEventListener('change', onChange);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const query of queries) query.removeEventListener('change', onChange);
      restoreOutside();
    };
  }, [open, panel, closeAt]);

  // Focus goes back once closed, after the commit: React puts back, at the end of a commit's DOM
  // changes, the focus a layout effect's cleanup moves during them.
  useEffect(() => {
    if (!open) return;
    return () => opener.current?.focus();
  }, [open, opener]);

  return [open, setOpen] as const;
}
