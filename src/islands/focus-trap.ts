const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusable));
}

/** Keeps Tab and Shift+Tab cycling inside `container` (WAI-ARIA modal dialog pattern). */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const items = focusableIn(container);
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (!container.contains(active)) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  } else if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** Makes every top-level part of the page that does not hold `keep` inert; returns the undo. */
export function inertOutside(keep: HTMLElement): () => void {
  const made = Array.from(document.body.children).filter(
    (el) => !el.contains(keep) && !el.hasAttribute('inert'),
  );
  // The attribute, not the property: it is what CSS and every DOM implementation see.
  for (const el of made) el.setAttribute('inert', '');
  return () => {
    for (const el of made) el.removeAttribute('inert');
  };
}
