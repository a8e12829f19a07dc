import { Window } from 'happy-dom';
import { distDir, readPageHtml } from './site';

/**
 * A built page parsed into a document (no scripts run, nothing fetched). Apart from ./site.ts
 * because happy-dom takes half a second of CPU to load, which the files that only read the HTML
 * or the headers (every browser test) need not pay.
 */
export function readPage(path: string, dir = distDir): Document {
  return parseHtml(readPageHtml(path, dir));
}

/** HTML of any source (a feed item's body, say) parsed into a document. */
export function parseHtml(html: string): Document {
  const window = new Window();
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}
