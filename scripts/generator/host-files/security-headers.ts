import type { Renderer } from '../bundling/bundle-renderer';
import { withinHeadersLimits } from './host-limits';
import { pageRules, type PageRoutes } from './page-rules';

export type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy: nothing runs or loads unless it comes from the
 * site itself (the portfolio's pictures too: downloaded at build time, spec §7). No inline script
 * but the speculation rules where the host sends no headers, and no inline CSS but each page's own
 * <style>: both allowed by their hash.
 */
export function cspDirectives(
  styleHashes: readonly string[],
  /** Inline speculation rules, by hash (on hosts that cannot send the Speculation-Rules header). */
  rulesHashes: readonly string[] = [],
): Directives {
  const rules = rulesHashes.length ? ["'inline-speculation-rules'", ...new Set(rulesHashes)] : [];
  return {
    'default-src': ["'none'"],
    'script-src': ["'self'", ...rules],
    'style-src': [...new Set(styleHashes)],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'manifest-src': ["'self'"],
    'connect-src': ["'self'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
}

/** Directives a <meta> policy cannot carry; browsers ignore them there and log an error. */
const headerOnly = ['frame-ancestors', 'report-uri', 'sandbox'];

export function serializeCsp(directives: Directives, { forMeta = false } = {}): string {
  return Object.entries(directives)
    .filter(([name]) => !(forMeta && headerOnly.includes(name)))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The directives that fall back to `default-src` (CSP 3), but the styles' (`style-src`). */
const fetchDirectives = [
  'child-src',
  'connect-src',
  'font-src',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'script-src',
  'worker-src',
];

/**
 * The header's policy: the pages' own (`cspDirectives`), but for styles. A page's inline <style>
 * is allowed by its hash in that page's <meta> policy, which browsers enforce together with the
 * header's (a style must pass both). The header used to list every page's hash too, one per
 * distinct <style>; a heading's fitting rules (../pages/fit-rules.ts) and a page's font faces make
 * styles differ, so posts with real titles grow that list past the 2,000 characters Cloudflare
 * Pages reads of a line, and the whole policy is dropped. The header now says nothing of styles:
 * no `style-src`, and no `default-src`, which would stand for it; every other fetch directive is
 * named with the value it had. Its line is the same length at any number of pages, and each page
 * allows only its own <style> (the list allowed any page's). Never 'unsafe-inline'.
 */
export function headerDirectives(page: Directives): Directives {
  const fallback = page['default-src'] ?? [];
  const entries = Object.entries(page).flatMap(([name, values]): [string, string[]][] => {
    if (name === 'style-src') return [];
    if (name !== 'default-src') return [[name, values]];
    return fetchDirectives.filter((fetch) => !(fetch in page)).map((fetch) => [fetch, fallback]);
  });
  return Object.fromEntries(entries);
}

/** The headers every response gets (the scoring of Mozilla's HTTP Observatory, at its top grade). */
export function securityHeaders(csp: Directives): Record<string, string> {
  return {
    'Content-Security-Policy': serializeCsp(headerDirectives(csp)),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export const cacheForever = 'public, max-age=31536000, immutable';
export const cacheRevalidate = 'public, max-age=0, must-revalidate';

/**
 * `_headers` for Netlify and Cloudflare Pages (and read by `npm start`): the security headers for
 * every path, then caching by kind of file. Pages share rules by section (./page-rules.ts), so
 * the file has the same dozen rules at any number of pages. Rules never overlap on a header,
 * because Cloudflare joins repeated headers (on Netlify `/writing/*` also matches `/writing`,
 * with the same values). Throws when a limit of the hosts would drop part of it (./host-limits.ts).
 */
export function headersFile(
  { routes, withBase }: { routes: PageRoutes; withBase: Renderer['withBase'] },
  csp: Directives,
  /** The speculation rules file every page names, if the pages do not carry their rules. */
  rulesFile?: string,
): string {
  const block = (path: string, headers: Record<string, string>) =>
    [withBase(path), ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n');
  // The value is a structured-header string: quoted.
  const rules: Record<string, string> = rulesFile
    ? { 'Speculation-Rules': `"${withBase(`/${rulesFile}`)}"` }
    : {};
  return withinHeadersLimits(
    [
      '# Generated by `npm run build`: security headers for every path, then caching.',
      block('/*', securityHeaders(csp)),
      block('/assets/*', { 'Cache-Control': cacheForever }),
      ...pageRules(routes).map((path) => block(path, { 'Cache-Control': cacheRevalidate, ...rules })),
      ...(rulesFile
        ? [
            block(`/${rulesFile}`, {
              'Content-Type': 'application/speculationrules+json',
              'Cache-Control': cacheRevalidate,
            }),
          ]
        : []),
      '',
    ].join('\n\n'),
  );
}

/** Parses `_headers` back into rules, for the local server. */
export function parseHeadersFile(text: string): { pattern: RegExp; headers: [string, string][] }[] {
  const rules: { pattern: RegExp; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
    } else if (/^\s+\S/.test(line) && rules.length > 0) {
      const at = line.indexOf(':');
      rules.at(-1)!.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}
