import { css, cx } from '@linaria/core';
import { useEffect, useRef, useState } from 'react';
import { nav, site } from '../content';
import { withBase } from '../site-config';
import { breakpoints, colors, drawerWidth, up } from '../theme';
import { visuallyHiddenRules } from '../styles/global';
import { focusableIn, inertOutside, trapTab } from './focus-trap';

export type DrawerProps = {
  /** The nav entry of the current page, highlighted; null on pages outside the menu. */
  currentHref: string | null;
};

export const drawerPanelId = 'site-menu';

/** Enter/exit of a temporary drawer, as in Material Design. */
const slideMs = 225;

/**
 * The hamburger and its temporary side drawer (spec §2, shared layout), a
 * modal dialog while open. Before hydration, and without JavaScript, the same
 * markup works through `:target`: the hamburger is a link to #site-menu and
 * the cross a link away from it.
 */
export function Drawer({ currentHref }: DrawerProps) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  /** The hamburger link had the focus when hydration began (a keyboard visitor got there first). */
  const linkHadFocus = useRef(false);

  useEffect(() => {
    setHydrated(true);
    // Opened through the link before hydration: stay open, drop the hash.
    if (location.hash === `#${drawerPanelId}`) {
      history.replaceState(history.state, '', location.pathname + location.search);
      setOpen(true);
    } else {
      linkHadFocus.current = document.activeElement?.matches(`.${openLink}`) ?? false;
    }
  }, []);

  // A page restored from the back/forward cache is as it was left: with the menu open after a
  // click on one of its links. The visitor comes back to the page, not to the menu.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setOpen(false);
    addEventListener('pageshow', onShow);
    return () => removeEventListener('pageshow', onShow);
  }, []);

  // The button that replaces the link keeps its focus.
  useEffect(() => {
    if (hydrated && linkHadFocus.current) toggleRef.current?.focus();
  }, [hydrated]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const restoreOutside = inertOutside(panel);
    document.documentElement.setAttribute('data-menu-open', '');
    focusableIn(panel)[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
      } else if (event.key === 'Tab') {
        trapTab(event, panel);
      }
    };
    // The drawer's layout changes at breakpoints; close rather than jump mid-animation.
    const queries = Object.values(breakpoints)
      .filter((px) => px > 0)
      .map((px) => matchMedia(`(min-width: ${px}px)`));
    const onBreakpoint = () => setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    for (const query of queries) query.addEventListener('change', onBreakpoint);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const query of queries) query.removeEventListener('change', onBreakpoint);
      document.documentElement.removeAttribute('data-menu-open');
      restoreOutside();
      toggleRef.current?.focus();
    };
  }, [open]);

  const close = () => setOpen(false);
  const bars = (
    <span className={barsStyle} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );

  return (
    <div className={root} data-open={open ? '' : undefined}>
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={toggle}
          aria-label={site.menu.open}
          aria-expanded={open}
          aria-controls={drawerPanelId}
          onClick={() => setOpen((was) => !was)}
        >
          {bars}
        </button>
      ) : (
        <>
          <a className={cx(toggle, openLink)} href={`#${drawerPanelId}`} aria-label={site.menu.open}>
            {bars}
          </a>
          <a className={cx(toggle, closeLink)} href="#" aria-label={site.menu.close}>
            {bars}
          </a>
        </>
      )}
      {hydrated ? (
        <div className={backdrop} aria-hidden="true" onClick={close} />
      ) : (
        <a className={backdrop} href="#" aria-hidden="true" tabIndex={-1} />
      )}
      <div
        ref={panelRef}
        id={drawerPanelId}
        className={panel}
        {...(hydrated ? { role: 'dialog', 'aria-modal': true, 'aria-label': site.menu.label } : {})}
      >
        <nav aria-label={site.menu.navLabel}>
          <ul className={list}>
            {nav.map((entry) => (
              <li key={entry.href}>
                <a
                  className={link}
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
          <button type="button" className={closeButton} onClick={close}>
            {site.menu.closeButton}
          </button>
        ) : (
          <a className={closeButton} href="#">
            {site.menu.close}
          </a>
        )}
      </div>
    </div>
  );
}

const panel = css`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 1250;
  width: 100%;
  display: flex;
  flex-direction: column;
  padding: 88px 0 24px;
  overflow-y: auto;
  background: ${colors.paper};
  box-shadow: 8px 0 32px rgba(0, 0, 0, 0.45);
  transform: translateX(-100%);
  visibility: hidden;
  transition:
    transform ${slideMs}ms cubic-bezier(0.4, 0, 0.6, 1),
    visibility 0s linear ${slideMs}ms;

  ${up('sm')} {
    width: ${drawerWidth}px;
  }
`;

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 1200;
  background: rgba(2, 6, 23, 0.6);
  opacity: 0;
  visibility: hidden;
  transition:
    opacity ${slideMs}ms ease,
    visibility 0s linear ${slideMs}ms;
`;

const toggle = css`
  position: fixed;
  top: 16px;
  left: 16px;
  z-index: 1300;
  width: 48px;
  height: 48px;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 0;
  border: 1px solid rgba(241, 245, 249, 0.35);
  border-radius: 50%;
  /* Spec §9: icon buttons stay transparent; the blur keeps the bars legible over content. */
  background: transparent;
  -webkit-backdrop-filter: blur(8px);
  backdrop-filter: blur(8px);
  color: ${colors.text};
  cursor: pointer;
  &:hover,
  &:active,
  &:focus {
    background: transparent;
  }
`;

/* Marks the hamburger link (no rules of its own), so hydration can tell it had the focus. */
const openLink = css``;

const closeLink = css`
  display: none;
`;

const barsStyle = css`
  position: relative;
  width: 22px;
  height: 16px;
  & > span {
    position: absolute;
    left: 0;
    width: 100%;
    height: 2px;
    border-radius: 2px;
    background: currentColor;
    transition:
      transform ${slideMs}ms ease,
      opacity ${slideMs}ms ease;
  }
  & > span:nth-child(1) {
    top: 0;
  }
  & > span:nth-child(2) {
    top: 7px;
  }
  & > span:nth-child(3) {
    top: 14px;
  }
`;

/** Open through React state, or through :target before hydration. */
const root = css`
  display: contents;

  &[data-open] .${panel}, &:has(.${panel}:target) .${panel} {
    transform: none;
    visibility: visible;
    transition: transform ${slideMs}ms cubic-bezier(0, 0, 0.2, 1);
  }
  &[data-open] .${backdrop}, &:has(.${panel}:target) .${backdrop} {
    opacity: 1;
    visibility: visible;
    transition: opacity ${slideMs}ms ease;
  }
  &[data-open] .${barsStyle} > span:nth-child(1),
  &:has(.${panel}:target) .${barsStyle} > span:nth-child(1) {
    transform: translateY(7px) rotate(45deg);
  }
  &[data-open] .${barsStyle} > span:nth-child(2),
  &:has(.${panel}:target) .${barsStyle} > span:nth-child(2) {
    opacity: 0;
  }
  &[data-open] .${barsStyle} > span:nth-child(3),
  &:has(.${panel}:target) .${barsStyle} > span:nth-child(3) {
    transform: translateY(-7px) rotate(-45deg);
  }
  &:has(.${panel}:target) .${openLink} {
    display: none;
  }
  &:has(.${panel}:target) .${closeLink} {
    display: flex;
  }
`;

const list = css`
  list-style: none;
  margin: 0;
  padding: 0 12px;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

const link = css`
  display: flex;
  align-items: center;
  min-height: 52px;
  padding: 12px 20px;
  border-radius: 12px;
  color: ${colors.text};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-decoration: none;
  transition: background-color 150ms ease;
  &:hover {
    background: rgba(241, 245, 249, 0.08);
  }
  &[aria-current='page'] {
    background: rgba(96, 165, 250, 0.16);
    color: ${colors.primaryLight};
    box-shadow: inset 4px 0 0 ${colors.primary};
  }
`;

/** Shown when focused: keyboard and screen-reader users get a close control inside the dialog. */
const closeButton = css`
  ${visuallyHiddenRules}
  &:focus {
    position: static;
    width: auto;
    height: auto;
    margin: 16px 12px 0;
    padding: 12px 20px;
    clip: auto;
    overflow: visible;
    border: 1px solid ${colors.paperBorder};
    border-radius: 30px;
    background: transparent;
    color: ${colors.text};
    font: inherit;
    font-weight: 600;
  }
`;
