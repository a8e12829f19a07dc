import { renderToString } from 'react-dom/server';
import { App } from './App';
import { Document, type Assets, type PageHead } from './Document';

export type { Assets, PageHead };

// The build reads content, theme and routes through this bundle, so that it
// and the pages always see one and the same version of the sources.
export * as content from '../content';
export * as theme from '../theme';
export * as routes from '../routes';
export { validateContent, contentFile } from './validate-content';
export { postHtml } from './post-html';
export { providePostBodies, bodiesReadBy } from './post-bodies';
export { posts } from '../posts';
export { feedPaths, feedLength } from '../feeds';
// The base path rule, for the files the build writes beside the pages (sitemap, headers...).
export { withBase, absoluteUrl } from '../site-config';

/**
 * Renders one route to a complete HTML document: a draft without `head`, or
 * the finished page with it. Pure: no disk, no globals.
 */
export function renderPage(path: string, assets: Assets, head?: PageHead): string {
  if (head?.css.includes('</style')) throw new Error('CSS must not contain "</style"');
  if (head?.rules?.includes('</')) throw new Error('Speculation rules must not contain "</"');
  const html = renderToString(
    <Document assets={assets} head={head}>
      <App path={path} />
    </Document>,
  );
  return `<!DOCTYPE html>${head ? withCspMeta(html, head.csp) : html}`;
}

/**
 * A meta policy covers only what follows it, and React writes its preloads
 * ahead of every element of <head> but the charset, which it always writes
 * first: the policy goes right after the charset, the one place no element
 * of ours can take.
 */
const charset = '<head><meta charSet="utf-8"/>';

function withCspMeta(html: string, csp: string): string {
  if (!html.includes(charset)) throw new Error(`The page must start its <head> with ${charset.slice(6)}`);
  return html.replace(
    charset,
    `${charset}<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}"/>`,
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
