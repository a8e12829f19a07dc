import { css } from '@linaria/core';
import { colors, drawerWidth, safeArea, up } from '../theme';
import { visuallyHiddenRules } from '../styles/global';

/** Enter/exit of a temporary drawer, as in Material Design. */
const slideMs = 225;

export const panel = css`
  position: fixed;
  inset: 0 auto 0 0;
  z-index: 1250;
  width: 100%;
  display: flex;
  flex-direction: column;
  padding: ${safeArea.plus('top', 88)} 0 ${safeArea.plus('bottom', 24)} env(safe-area-inset-left, 0px);
  overflow-y: auto;
  background: ${colors.paper};
  box-shadow: 8px 0 32px rgba(0, 0, 0, 0.45);
  transform: translateX(-100%);
  visibility: hidden;
  transition:
    transform ${slideMs}ms cubic-bezier(0.4, 0, 0.6, 1),
    visibility 0s linear ${slideMs}ms;
  /* Right to left: the drawer and the current page's mark (--start-side) on the right, where lines start. */
  &:dir(rtl) {
    inset: 0 0 0 auto;
    padding-right: env(safe-area-inset-right, 0px);
    box-shadow: -8px 0 32px rgba(0, 0, 0, 0.45);
    transform: translateX(100%);
    --start-side: -1;
  }

  ${up('sm')} {
    width: ${drawerWidth}px;
  }
`;

export const backdrop = css`
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

export const toggle = css`
  position: fixed;
  top: ${safeArea.plus('top', 16)};
  left: ${safeArea.plus('left', 16)};
  z-index: 1300;
  &:dir(rtl) {
    left: auto;
    right: ${safeArea.plus('right', 16)};
  }
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
export const openLink = css``;

export const closeLink = css`
  display: none;
`;

export const bars = css`
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

/**
 * `selector` while the drawer is open: through React state (`data-open`), or through :target
 * before hydration. Once hydrated, React alone decides: history.replaceState drops the hash but
 * not the document's :target, which would otherwise hold the panel open after it closed.
 * (Not one `:is()`: the per-page CSS pruning drops the `:has()` inside it.)
 */
const whenOpen = (selector: string) => `&[data-open] ${selector}, ${whenTargeted(selector)}`;
/** `selector` while open through :target: the links that stand in for the button before hydration. */
const whenTargeted = (selector: string) => `&:not([data-hydrated]):has(.${panel}:target) ${selector}`;

export const root = css`
  display: contents;
  ${whenOpen(`.${panel}`)} {
    transform: none;
    visibility: visible;
    transition: transform ${slideMs}ms cubic-bezier(0, 0, 0.2, 1);
  }
  ${whenOpen(`.${backdrop}`)} {
    opacity: 1;
    visibility: visible;
    transition: opacity ${slideMs}ms ease;
  }
  ${whenOpen(`.${bars} > span:nth-child(1)`)} {
    transform: translateY(7px) rotate(45deg);
  }
  ${whenOpen(`.${bars} > span:nth-child(2)`)} {
    opacity: 0;
  }
  ${whenOpen(`.${bars} > span:nth-child(3)`)} {
    transform: translateY(-7px) rotate(-45deg);
  }
  ${whenTargeted(`.${openLink}`)} {
    display: none;
  }
  ${whenTargeted(`.${closeLink}`)} {
    display: flex;
  }
`;

export const list = css`
  list-style: none;
  margin: 0;
  padding: 0 12px;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;

export const link = css`
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
    box-shadow: inset calc(4px * var(--start-side, 1)) 0 0 ${colors.primary};
  }
`;

/** Shown when focused: keyboard and screen-reader users get a close control inside the dialog. */
export const closeButton = css`
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
