/**
 * Where the site is published, fixed at build time from the environment
 * (SITE_URL, BASE_PATH; see scripts/generator/checks/site-env.ts). Outside a bundle, as in
 * unit tests, the defaults apply. The build hands the pages paths from the
 * site's root and writes its other files (sitemap, headers) through the
 * renderer's `withBase`: the base path is added here and nowhere else.
 */
declare const __SITE_URL__: string | undefined;
declare const __BASE_PATH__: string | undefined;

/** The public origin of the site, such as 'https://jane.dev': any path of SITE_URL is in `basePath`. */
export const siteUrl = typeof __SITE_URL__ === 'string' ? __SITE_URL__ : 'https://example.com';

/** The path the site lives under ('' at a domain root, '/repo' on a GitHub Pages project site). */
export const basePath = typeof __BASE_PATH__ === 'string' ? __BASE_PATH__ : '';

/** A site path ('/about') as a link from any page ('/repo/about'). Other addresses pass through. */
export function withBase(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  return path === '/' && basePath ? `${basePath}/` : `${basePath}${path}`;
}

/** The absolute address of a site path, for canonical links, Open Graph and the sitemap. */
export function absoluteUrl(path: string): string {
  return `${siteUrl}${withBase(path)}`;
}
