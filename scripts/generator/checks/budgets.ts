/**
 * Byte budgets (the performance targets that do not depend on timing). Checked by `npm test`
 * (test/budgets.test.ts) and reported by `npm run bench`. A first visit's total counts text as a host sends
 * it, brotli; the budgets of single files are gzip, the larger of the two.
 */
export const budgets = {
  /** HTML with its inline CSS, gzip: one TCP initial window (10 segments of 1460 bytes). */
  firstFlight: 14_600,
  /**
   * All the JS a page loads, gzip: the islands loader, the islands runtime (React 19's client is
   * about 69 KB of it) and, on 404.html, the portfolio's not-found switch.
   */
  pageJs: 76 * 1024,
  /** Each page's inline CSS, gzip. */
  pageCss: 5 * 1024,
  /** The largest landing photo a phone in portrait can fetch (AVIF, any pixel density). */
  phonePhoto: 60 * 1024,
  /** The largest landing photo a desktop can fetch (AVIF, any pixel density). */
  desktopPhoto: 150 * 1024,
  /** Everything a first visit transfers (brotli text, font, photos), landing / any other page. */
  landingTotal: 250 * 1024,
  pageTotal: 120 * 1024,
} as const;
