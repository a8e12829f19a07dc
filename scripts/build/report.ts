import { gzipSync } from 'node:zlib';
import { inlineCss } from './finish-pages';
import { loadedScripts } from './loaded-scripts';
import type { OutputFile } from './output-files';

/** Gzip bytes: the page (its CSS inline), the CSS within it, and the scripts it loads. */
export type PageSizes = { page: string; html: number; css: number; js: number };

const gzipBytes = (contents: Uint8Array | string) => gzipSync(contents, { level: 9 }).length;

/** Gzip bytes of each page's HTML, of the CSS inline in it and of the scripts it loads. */
export function pageSizes(
  pages: readonly OutputFile[],
  assets: readonly OutputFile[],
  basePath: string,
): PageSizes[] {
  const byUrl = new Map(assets.map((file) => [`${basePath}/${file.path}`, file.contents]));
  const scriptBytes = new Map<string, number>();
  const gzipOnce = (url: string) => {
    if (!scriptBytes.has(url)) scriptBytes.set(url, gzipBytes(byUrl.get(url)!));
    return scriptBytes.get(url)!;
  };
  const text = (url: string) => {
    const contents = byUrl.get(url);
    return contents === undefined ? undefined : Buffer.from(contents).toString('utf8');
  };
  return pages.map(({ path, contents }) => {
    const html = String(contents);
    return {
      page: path,
      html: gzipBytes(contents),
      css: gzipBytes(inlineCss(html)),
      js: loadedScripts(html, text).reduce((sum, url) => sum + gzipOnce(url), 0),
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatReport(rows: readonly PageSizes[], milliseconds: number): string {
  const header = ['page', 'html', 'css', 'js'];
  const cells = rows.map((row) => [row.page, kb(row.html), kb(row.css), kb(row.js)]);
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
