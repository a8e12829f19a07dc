/** Design tokens (spec §1 and §9). Components read these; nothing hard-codes a colour. */

export const colors = {
  /** Primary blue; `primaryStrong` carries white text at 5.2:1. */
  primary: '#60a5fa',
  /** Primary text on a primary-tinted surface (6.1:1 on the active menu entry). */
  primaryLight: '#93c5fd',
  /** Primary text over the landing photo: 4.9:1 even over white under the scrim. */
  primaryOnPhoto: '#bfdbfe',
  primaryStrong: '#2563eb',
  primaryStrongHover: '#1d4ed8',
  /** Default background: very dark blue. */
  background: '#0b1220',
  /** Paper: slate. */
  paper: '#1e293b',
  paperBorder: '#334155',
  /** Primary text: near-white. */
  text: '#f1f5f9',
  /** Secondary text: grey-blue, 6.7:1 on paper. */
  textSecondary: '#a3b1c6',
  focus: '#fbbf24',
} as const;

/**
 * Scripts Inter has no letters for, and the fonts that draw them on Apple
 * systems, Windows and Android/Linux, in that order: named in the font stack,
 * before `sans-serif` on the pages that show the script (scripts/generator/fonts/glyphs.ts),
 * so a name in Chinese or Arabic gets a font made for it rather than the
 * browser's last resort. The build refuses a character in none of Inter and
 * these scripts.
 */
export const scriptFonts = [
  {
    scripts: ['Han', 'Hiragana', 'Katakana', 'Bopomofo', 'CJK punctuation'],
    families: [
      'PingFang SC',
      'Hiragino Sans',
      'Microsoft YaHei',
      'Yu Gothic',
      'Noto Sans CJK SC',
      'Noto Sans CJK JP',
    ],
  },
  { scripts: ['Hangul'], families: ['Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR'] },
  { scripts: ['Arabic'], families: ['Geeza Pro', 'Segoe UI', 'Noto Sans Arabic'] },
  { scripts: ['Hebrew'], families: ['Arial Hebrew', 'Segoe UI', 'Noto Sans Hebrew'] },
  {
    scripts: [
      'Devanagari',
      'Bengali',
      'Tamil',
      'Telugu',
      'Gujarati',
      'Gurmukhi',
      'Kannada',
      'Malayalam',
      'Oriya',
    ],
    families: ['Kohinoor Devanagari', 'Nirmala UI', 'Noto Sans Devanagari'],
  },
  { scripts: ['Thai', 'Lao', 'Khmer', 'Myanmar'], families: ['Thonburi', 'Leelawadee UI', 'Noto Sans Thai'] },
  { scripts: ['Georgian', 'Armenian', 'Ethiopic'], families: ['Noto Sans'] },
  { scripts: ['Emoji'], families: ['Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji'] },
] as const;

/**
 * Han characters are drawn differently in Japanese, Korean and Traditional Chinese than in
 * Simplified Chinese: on a page in one of them (its `lang`, or kana in its text for Japanese),
 * these fonts come first in the stack, before the Han fonts of `scriptFonts`.
 */
export const hanFontsByLanguage = [
  { lang: /^ja\b/i, families: ['Hiragino Sans', 'Yu Gothic', 'Noto Sans CJK JP'] },
  { lang: /^ko\b/i, families: ['Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR'] },
  {
    lang: /^zh-(hant|tw|hk|mo)\b/i,
    families: ['PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC'],
  },
] as const;

export const font = {
  /**
   * Inter, self-hosted; then a fallback sized to Inter's metrics (scripts/generator/fonts/font.ts);
   * then the system's fonts (and, where a page needs them, `scriptFonts`).
   */
  family:
    "Inter, 'Inter Fallback', 'Inter Fallback Roboto', Arial, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  h1: '3.5rem',
  h2: '2.5rem',
  body: '1.1rem',
  /** Headings' weights; the build measures words at these (src/components/fit.ts). */
  weights: { h1: 800, h2: 700 },
} as const;

export const button = {
  radius: '30px',
  padding: '12px 32px',
  weight: 600,
} as const;

/** Responsive breakpoints in px (spec §9): xs, sm, md, lg, xl. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const up = (bp: keyof typeof breakpoints) => `@media (min-width: ${breakpoints[bp]}px)`;

/** Drawer width from the `sm` breakpoint up; full width below it (spec §9). */
export const drawerWidth = 360;

/**
 * Landing photo classes (spec §2 and §9): landscape phones up to 1023px wide,
 * portrait phones below `sm`, tablets up to 1199px wide, desktops from `lg`.
 * Exactly one matches any viewport, so the photo's sources and preloads agree
 * and one file is fetched.
 */
export const viewportMedia = {
  mobileLandscape: '(orientation: landscape) and (max-width: 1023px)',
  mobilePortrait: '(orientation: portrait) and (max-width: 599px)',
  tablet:
    '(orientation: landscape) and (min-width: 1024px) and (max-width: 1199px), (orientation: portrait) and (min-width: 600px) and (max-width: 1199px)',
  desktop: '(min-width: 1200px)',
} as const;

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';

/** Printing and saving as PDF: dark text on white paper, whatever the screen's theme. */
export const print = '@media print';
export const paperColors = { text: '#111827', rule: '#9ca3af' } as const;

type Side = 'top' | 'right' | 'bottom' | 'left';

/**
 * Room for a phone's notch, rounded corners and home indicator, which the page reaches under
 * (viewport-fit=cover, src/render/Document.tsx): `px` beyond the inset, for the fixed controls and the
 * paddings that clear them; and `px` or the inset where it is larger, for side paddings.
 */
export const safeArea = {
  plus: (side: Side, px: number) => `calc(${px}px + env(safe-area-inset-${side}, 0px))`,
  atLeast: (side: Side, px: number) => `max(${px}px, env(safe-area-inset-${side}, 0px))`,
};
