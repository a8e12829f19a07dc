import type { Renderer } from '../bundling/bundle-renderer';

/** Named by the `Speculation-Rules` header of every page on hosts that send headers. */
export const speculationRulesFile = 'speculation-rules.json';

/**
 * Prerender a page of the site when the visitor shows intent for a link to it
 * (`moderate`: a pointer resting on it, or pressed): the page is ready when
 * they click, and nothing is fetched ahead of the first page's own loading.
 * Only the pages a visitor is sent to: never the not-found pages, never
 * another site.
 */
export const speculationRules = ({ routes, withBase }: Renderer) =>
  JSON.stringify({
    prerender: [
      {
        source: 'list',
        urls: routes.indexablePaths.map((path) => withBase(path)),
        eagerness: 'moderate',
      },
    ],
  });
