import { cx } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { withBase } from '../site-config';
import { breakpoints } from '../theme';
import { useHydrated } from './browser-state';
import * as styles from './drawer-styles';
import { useModal } from './use-modal';

export type DrawerProps = {
  /** The menu entries, in order; `href` is a site path. */
  entries: readonly { label: string; href: string }[];
  /** The nav entry of the current page, highlighted; null on pages outside the menu. */
  currentHref: string | null;
  /** The controls' names: `open` the hamburger's, `close` the cross link's, `closeButton` the
   *  close button's in the open drawer, `label` the dialog's and `navLabel` the nav's. */
  text: { open: string; close: string; closeButton: string; label: string; navLabel: string };
};

export const drawerPanelId = 'site-menu';

/** The drawer's layout changes at breakpoints; it closes rather than jump mid-animation. */
const breakpointQueries = Object.values(breakpoints)
  .filter((px) => px > 0)
  .map((px) => `(min-width: ${px}px)`);

/**
 * The hamburger and its temporary side drawer (spec §2, shared layout), a
 * modal dialog while open. Before hydration, and without JavaScript, the same
 * markup works through `:target`: the hamburger is a link to #site-menu and
 * the cross a link away from it.
 */
export function Drawer({ entries, currentHref, text }: DrawerProps) {
  const hydrated = useHydrated();
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useModal(panelRef, toggleRef, breakpointQueries);

  /** The hamburger link had the focus when hydration began (a keyboard visitor got there first). */
  const linkHadFocus = useRef(false);

  useEffect(() => {
    linkHadFocus.current = document.activeElement?.matches(`.${styles.openLink}`) ?? false;
    // Opened through the link before hydration, or by an address ending in #site-menu (then or
    // later): open, and drop the hash so that the address no longer says so once it closes.
    const openFromHash = () => {
      if (location.hash !== `#${drawerPanelId}`) return;
      history.replaceState(history.state, '', location.pathname + location.search);
      linkHadFocus.current = false;
      setOpen(true);
    };
    openFromHash();
    addEventListener('hashchange', openFromHash);
    return () => removeEventListener('hashchange', openFromHash);
  }, [setOpen]);

  // The button that replaces the link keeps its focus.
  useEffect(() => {
    if (hydrated && linkHadFocus.current) toggleRef.current?.focus();
  }, [hydrated]);

  const close = () => setOpen(false);
  const bars = (
    <span className={styles.bars} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );

  return (
    <div className={styles.root} data-open={open ? '' : undefined} data-hydrated={hydrated ? '' : undefined}>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label={text.open}
          aria-expanded={open}
          aria-controls={drawerPanelId}
          onClick={() => setOpen((was) => !was)}
        >
          {bars}
        </button>
      ) : (
        <>
          <a className={cx(styles.toggle, styles.openLink)} href={`#${drawerPanelId}`} aria-label={text.open}>
            {bars}
          </a>
          <a className={cx(styles.toggle, styles.closeLink)} href="#" aria-label={text.close}>
            {bars}
          </a>
        </>
      )}
      {hydrated ? (
        <div className={styles.backdrop} aria-hidden="true" onClick={close} />
      ) : (
        <a className={styles.backdrop} href="#" aria-hidden="true" tabIndex={-1} />
      )}
      <div
        ref={panelRef}
        id={drawerPanelId}
        className={styles.panel}
        {...(hydrated ? { role: 'dialog', 'aria-modal': true, 'aria-label': text.label } : {})}
      >
        <nav aria-label={text.navLabel}>
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.href}>
                <a
                  className={styles.link}
                  href={withBase(entry.href)}
                  aria-current={entry.href === currentHref ? 'page' : undefined}
                  onClick={close}
                >
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {hydrated ? (
          <button type="button" className={styles.closeButton} onClick={close}>
            {text.closeButton}
          </button>
        ) : (
          <a className={styles.closeButton} href="#">
            {text.close}
          </a>
        )}
      </div>
    </div>
  );
}
