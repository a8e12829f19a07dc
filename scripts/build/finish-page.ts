import { createHash } from 'node:crypto';
import { PurgeCSS } from 'purgecss';

/**
 * The CSS one page needs: the rules whose classes and elements appear in its
 * HTML or can be rendered by the islands (their bundle names every class and
 * state attribute they set), so nothing the drawer or headline shows later is
 * missing. Font faces are kept; unused keyframes go.
 */
export async function pageCss(html: string, css: string, islandsJs: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [
      { raw: html, extension: 'html' },
      { raw: islandsJs, extension: 'js' },
    ],
    css: [{ raw: css }],
    fontFace: false,
    keyframes: true,
  });
  return result?.css.trim() ?? '';
}

/** The CSS a finished page carries inline. */
export const inlineCss = (html: string) => html.match(/<style>([^<]*)<\/style>/)?.[1] ?? '';

/** The CSP source that allows exactly this inline element's text (a <style>, or speculation rules). */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

const charset = '<meta charSet="utf-8"/>';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts the page's CSP in a <meta> right after the charset (a meta policy
 * covers only what follows it, and React hoists preloads to the top of
 * <head>), and its CSS inline at the end of <head>: no render-blocking request.
 */
export function finishPage(
  html: string,
  {
    csp,
    css,
    rules,
  }: { csp: string; css: string; /** Inline speculation rules (JSON), if any. */ rules?: string },
): string {
  if (!html.includes(`<head>${charset}`)) throw new Error('A page must start its <head> with the charset');
  if (css.includes('</style')) throw new Error('CSS must not contain "</style"');
  if (rules?.includes('</')) throw new Error('Speculation rules must not contain "</"');
  const script = rules ? `<script type="speculationrules">${rules}</script>` : '';
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}"/>`;
  return html
    .replace(`<head>${charset}`, `<head>${charset}${meta}`)
    .replace('</head>', `<style>${css}</style>${script}</head>`);
}
