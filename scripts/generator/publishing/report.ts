import type { OutputFile } from './output-files';
import type { PageWeight } from './page-weights';

/** A size as the build's table and warnings print it. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The writing pages listed (posts, the index's later pages, tags' pages); the others are counted. */
const shownPosts = 5;

/** The table `npm run build` prints: each page's HTML, its inline CSS and the scripts it loads, gzip. */
export function sizeReport(
  pages: readonly OutputFile[],
  /** The pages' weights (./page-weights.ts), in the same order. */
  weights: readonly PageWeight[],
  milliseconds: number,
): string {
  const header = ['page', 'html', 'css', 'js'];
  // A thousand posts would be a thousand lines, each a gzip: the newest few stand for the rest.
  const posts = pages.filter(({ path }) => path.startsWith('writing/'));
  const hidden = new Set(posts.slice(shownPosts).map(({ path }) => path));
  const cells = pages.flatMap(({ path }, i) => {
    if (hidden.has(path)) return [];
    const { html, css, js } = weights[i]!;
    return [[path, kb(html.gzip), kb(css.gzip), kb(js.gzip)]];
  });
  if (hidden.size > 0) cells.push([`writing/… (${hidden.size} more pages)`, '', '', '']);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  return [
    'Pages (gzip; the CSS is inline in the HTML; JS is the scripts each page loads, shared between pages)',
    line(header),
    ...cells.map(line),
    `built in ${Math.round(milliseconds)} ms`,
  ].join('\n');
}
