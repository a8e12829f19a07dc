/** SITE_URL and BASE_PATH from the environment, checked and normalised. */
export type SiteEnv = { siteUrl: string; basePath: string };

export function readSiteEnv(env: NodeJS.ProcessEnv = process.env): SiteEnv {
  const rawUrl = env.SITE_URL?.trim() || 'https://example.com';
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error(`SITE_URL: "${rawUrl}" is not an absolute address (for example https://jane.dev)`);
  }
  if (!/^https?:$/.test(url.protocol))
    throw new Error(`SITE_URL: "${rawUrl}" must start with https:// or http://`);
  const urlPath = url.pathname.replace(/\/+$/, '');
  // A SITE_URL with a path (https://jane.github.io/site) implies that BASE_PATH.
  const rawBase = env.BASE_PATH?.trim() || urlPath;
  const basePath = rawBase.replace(/\/+$/, '');
  if (basePath && !/^\/[\w.~-]+(\/[\w.~-]+)*$/.test(basePath)) {
    throw new Error(`BASE_PATH: "${rawBase}" must be a path like /my-site (letters, digits, - _ . ~)`);
  }
  if (urlPath && urlPath !== basePath) {
    throw new Error(`SITE_URL ends in "${urlPath}" but BASE_PATH is "${basePath}": give the path once`);
  }
  return { siteUrl: url.origin, basePath };
}

/** esbuild `define`s that fix the environment into both bundles (read by src/site-config.ts). */
export const siteDefines = ({ siteUrl, basePath }: SiteEnv) => ({
  __SITE_URL__: JSON.stringify(siteUrl),
  __BASE_PATH__: JSON.stringify(basePath),
});
