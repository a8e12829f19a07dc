/**
 * What Netlify and Cloudflare Pages send that `_headers` does not say, so that
 * `npm start` serves what they serve: their default caching (revalidate on
 * every visit) for files no rule covers, such as the icons, the manifest,
 * robots.txt and the sitemap, and the types serve-handler's table predates.
 * A miss is never cached (`noStore`), whatever the rules say, as on Cloudflare.
 */
export const defaultCacheControl = 'public, max-age=0, must-revalidate';
export const noStore = 'no-store';

/** Where serve-handler's table (older than AVIF) differs from what Cloudflare Pages sends. */
const hostTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.ico': 'image/vnd.microsoft.icon',
  '.webmanifest': 'application/manifest+json',
};

/** The headers to add to `matched` (the `_headers` rules for this path). */
export function hostDefaults(pathname: string, matched: readonly (readonly [string, string])[]) {
  const has = (name: string) => matched.some(([key]) => key.toLowerCase() === name.toLowerCase());
  const defaults: [string, string][] = [];
  if (!has('Cache-Control')) defaults.push(['Cache-Control', defaultCacheControl]);
  const type = hostTypes[/\.[^./]+$/.exec(pathname)?.[0].toLowerCase() ?? ''];
  if (type && !has('Content-Type')) defaults.push(['Content-Type', type]);
  return defaults;
}

/**
 * The request's path, decoded; undefined when no file could be named so (a bad
 * escape, a NUL byte, a `..` segment or a backslash): refused before any file is looked up.
 */
export function requestPath(url: string | undefined): string | undefined {
  const raw = (url ?? '/').split(/[?#]/)[0]!;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (!path.startsWith('/') || /[\0\\]/.test(path) || path.split('/').includes('..')) return undefined;
  return path;
}
