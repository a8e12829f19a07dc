import { siteVariables, type SiteVariables } from '../../env';
import { templatePlaceholders } from './template-placeholders';

/** SITE_URL, BASE_PATH and SITE_HEADERS from the environment, checked and normalised. */
export type SiteEnv = {
  siteUrl: string;
  basePath: string;
  /** False when the host sends no headers of its own (SITE_HEADERS=none, GitHub Pages): all is in the pages. */
  headers: boolean;
};

/** /my-site or /a/b: plain folder names, none of them "." or ".." (which would lead out of the site). */
const isPath = (path: string) =>
  /^(\/[\w.~-]+)+$/.test(path) && !path.split('/').some((part) => /^\.+$/.test(part));

export function readSiteEnv(env: SiteVariables = siteVariables()): SiteEnv {
  const rawUrl = env.SITE_URL?.trim() || templatePlaceholders.siteUrl;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error(`SITE_URL: "${rawUrl}" is not an absolute address (for example https://jane.dev)`);
  }
  if (!/^https?:$/.test(url.protocol))
    throw new Error(`SITE_URL: "${rawUrl}" must start with https:// or http://`);
  const urlPath = url.pathname.replace(/\/+$/, '');
  // new URL() escapes quotes and spaces quietly: the address as typed must need no escaping.
  if (
    /[\s"'<>\\^`{|}]/.test(rawUrl) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    (urlPath && !isPath(urlPath))
  )
    throw new Error(
      `SITE_URL: "${rawUrl}" must be the site's address alone, such as https://jane.dev or https://jane.github.io/site (no quotes, spaces, query or #)`,
    );
  // A SITE_URL with a path (https://jane.github.io/site) implies that BASE_PATH.
  const rawBase = env.BASE_PATH?.trim() || urlPath;
  const basePath = rawBase.replace(/\/+$/, '');
  if (basePath && !isPath(basePath))
    throw new Error(
      `BASE_PATH: "${rawBase}" must be a path like /my-site (letters, digits, - _ . ~; no "." or ".." folder)`,
    );
  if (urlPath && urlPath !== basePath)
    throw new Error(`SITE_URL ends in "${urlPath}" but BASE_PATH is "${basePath}": give the path once`);
  const headers = env.SITE_HEADERS?.trim() || 'yes';
  if (headers !== 'yes' && headers !== 'none')
    throw new Error(`SITE_HEADERS: "${headers}" must be yes or none`);
  return { siteUrl: url.origin, basePath, headers: headers === 'yes' };
}

/** esbuild `define`s that fix the environment into both bundles (read by src/site-config.ts). */
export const siteDefines = ({ siteUrl, basePath }: SiteEnv) => ({
  __SITE_URL__: JSON.stringify(siteUrl),
  __BASE_PATH__: JSON.stringify(basePath),
});
