import type { SiteRoutes } from '../pages/translation-map';

/** Named by the `Speculation-Rules` header of every page on hosts that send headers. */
export const speculationRulesFile = 'speculation-rules.json';

/**
 * Prerender a page of the site when the visitor shows intent for a link to it (`moderate`: a pointer
 * resting on it, or pressed): ready when they click, with nothing fetched ahead of the first page's own
 * loading. Never the not-found pages, a file (the résumé, a feed, a picture: their names have a dot, a
 * page's never has) or another site. A document rule, matching the page's own links rather than listing
 * every page: the same few bytes with a thousand posts, inline in every page where the host sends no headers.
 */
export const speculationRules = ({ languages, withBase }: Pick<SiteRoutes, 'languages' | 'withBase'>) => {
  const root = withBase('/');
  return JSON.stringify({
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: `${root}*` },
            { not: { href_matches: `${root}*.*` } },
            {
              not: {
                href_matches: languages
                  .flatMap((routes) => [routes.notFoundPath, routes.portfolioNotFoundPath])
                  .map(withBase),
              },
            },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  });
};
