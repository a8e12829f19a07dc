import { renderToString } from 'react-dom/server';
import { App } from './App';
import { Document, type Assets, type PageHead } from './Document';
import { withBase } from '../site-config';
import { withBodies, type PostBodies } from './post-bodies';
import { withLanguageMarks } from '../i18n/marks';
import { languages } from '../i18n/languages';
import { pageLanguage } from '../language';

export type { Assets, PageHead };

// The build reads content, theme and routes through this bundle, so that it
// and the pages always see one and the same version of the sources.
export * as content from '../content';
export * as theme from '../theme';
export * as routes from '../routes';
export { validateContent, contentFile } from './validate-content';
export { postHtml } from './post-html';
export { postBodies, type PostBodies } from './post-bodies';
export { posts } from '../posts';
export { caseStudies } from '../case-studies';
export { readingPosts, postsReadAtLoad } from 'site:writing';
export { feedPaths, feedLength } from '../feeds';
export { currentLanguage, languages, neutralPath, pathIn, prefixOf } from '../i18n/languages';
export { translations } from 'site:translations';
export { pageLanguage } from '../language';
export { plainContent } from '../i18n/localized-content';
// The base path rule, for the files the build writes beside the pages (sitemap, headers...).
export { withBase, absoluteUrl } from '../site-config';

/**
 * Where a draft's head goes (./Document.tsx): stand-ins that no selector, text or font of a page
 * reads. `withHead` puts the page's own in their place, so each page is rendered once: its draft
 * tells the build what it shows and which CSS it uses, then becomes the page.
 */
const draftHead: PageHead = { css: 'x-draft-css', csp: '', rules: 'x-draft-rules', fonts: ['/x-draft-font'] };

/**
 * Renders one route to a complete HTML document, its head still the draft's, from what the build
 * made for it (its assets, the posts' compiled bodies); returns it with the bodies it showed, by file.
 * Pure: no disk, no globals.
 */
export function renderPage(path: string, assets: Assets, bodies: PostBodies) {
  const { result, bodies: shown } = withBodies(bodies, (wrap) =>
    renderToString(
      wrap(
        <Document assets={assets} head={draftHead}>
          <App path={path} />
        </Document>,
      ),
    ),
  );
  // A text the page's translation leaves out, marked as the first language's (../i18n/marks.ts).
  const html = pageLanguage.lang ? withLanguageMarks(result, languages[0]!, pageLanguage.lang) : result;
  return { html: `<!DOCTYPE html>${html}`, bodies: shown };
}

/** The finished page: a draft of `renderPage` with the page's CSS, CSP, speculation rules and fonts. */
export function withHead(draft: string, head: PageHead): string {
  if (head.css.includes('</style')) throw new Error('CSS must not contain "</style"');
  if (head.rules?.includes('</')) throw new Error('Speculation rules must not contain "</"');
  // As React writes each element of Document's head.
  const preload = (font: string) =>
    `<link rel="preload" href="${escapeAttribute(withBase(font))}" as="font" type="font/woff2" crossorigin=""/>`;
  const rules = (text: string) => `<script type="speculationrules">${text}</script>`;
  let html = replaceOnce(draft, preload(draftHead.fonts[0]!), head.fonts.map(preload).join(''));
  html = replaceOnce(html, `<style>${draftHead.css}</style>`, `<style>${head.css}</style>`);
  html = replaceOnce(html, rules(draftHead.rules!), head.rules ? rules(head.rules) : '');
  return withCspMeta(html, head.csp);
}

/** `html` with its one `stand-in` replaced by `text` (taken as it is: no `$` patterns). */
function replaceOnce(html: string, standIn: string, text: string): string {
  const at = html.indexOf(standIn);
  if (at === -1 || html.indexOf(standIn, at + 1) !== -1)
    throw new Error(`A draft holds its head's ${standIn} once, not ${at === -1 ? 'never' : 'twice'}`);
  return html.slice(0, at) + text + html.slice(at + standIn.length);
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
  return replaceOnce(
    html,
    charset,
    `${charset}<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}"/>`,
  );
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
