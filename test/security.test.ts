import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { portfolioItems } from '../src/content';
import { pagePaths } from '../src/routes';
import { distDir, headerPairs, readPageHtml } from './helpers/site';
import { readPage } from './helpers/site-dom';

const headersFor = (path: string) => Object.fromEntries(headerPairs(path));
const parseCsp = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );

const security = suite('security: headers and CSP agree with the pages');

security('every path gets the full header set', () => {
  for (const path of ['/', '/about', '/portfolio/2', '/assets/x.js', '/nope']) {
    const headers = headersFor(path);
    assert.match(headers['Strict-Transport-Security']!, /^max-age=\d{8,}; includeSubDomains; preload$/);
    assert.is(headers['X-Content-Type-Options'], 'nosniff');
    assert.is(headers['X-Frame-Options'], 'DENY');
    assert.is(headers['Referrer-Policy'], 'strict-origin-when-cross-origin');
    assert.ok(headers['Permissions-Policy']?.includes('camera=()'));
    assert.is(headers['Cross-Origin-Opener-Policy'], 'same-origin');
    const csp = parseCsp(headers['Content-Security-Policy']!);
    // Every fetch directive but the styles' is named (nothing falls back to a default); styles are
    // each page's <meta> policy's, by its hash (below), whatever the number of pages.
    for (const name of ['child-src', 'frame-src', 'media-src', 'worker-src', 'object-src'])
      assert.equal(csp[name], ["'none'"], name);
    for (const name of ['script-src', 'img-src', 'font-src', 'connect-src', 'manifest-src'])
      assert.equal(csp[name], ["'self'"], name);
    assert.is(csp['default-src'], undefined);
    assert.is(csp['style-src'], undefined);
    for (const name of ['frame-ancestors', 'base-uri', 'form-action', 'object-src']) {
      assert.equal(csp[name], ["'none'"], name);
    }
    const all = Object.values(csp).flat().join(' ');
    assert.not.match(all, /unsafe-inline|unsafe-eval|\*/);
  }
});

security('hashed assets are immutable for a year, pages revalidate, and no header is set twice', () => {
  assert.is(headersFor('/assets/site-abc.css')['Cache-Control'], 'public, max-age=31536000, immutable');
  for (const path of ['/', '/about', '/portfolio', '/portfolio/1', '/contact', '/404.html']) {
    assert.is(headersFor(path)['Cache-Control'], 'public, max-age=0, must-revalidate', path);
  }
  for (const path of ['/', '/assets/a.js', '/portfolio/3', '/portfolio/404.html', '/404.html']) {
    const names = headerPairs(path).map(([name]) => name);
    assert.is(new Set(names).size, names.length, `Cloudflare would join duplicates on ${path}`);
  }
});

for (const path of pagePaths) {
  security(`${path}: the meta CSP is the header's, and the page needs nothing it forbids`, () => {
    const html = readPageHtml(path);
    const doc = readPage(path);
    const meta = doc.querySelector('meta[http-equiv="Content-Security-Policy"]')!;
    const before = [...doc.head.children].slice(0, [...doc.head.children].indexOf(meta));
    assert.ok(
      before.length > 0 && before.every((el) => el.tagName === 'META'),
      'before any resource is named',
    );
    const header = parseCsp(headersFor(path)['Content-Security-Policy']!);
    const metaCsp = parseCsp(meta.getAttribute('content')!);
    // The meta policy says what the header does (a directive it leaves out falls back to its
    // default-src, 'none'), but frame-ancestors, which only a header can carry.
    assert.equal(metaCsp['default-src'], ["'none'"]);
    for (const [name, values] of Object.entries(header))
      if (name !== 'frame-ancestors') assert.equal(metaCsp[name] ?? metaCsp['default-src'], values, name);
    // No inline script, no style attribute, no handler attribute; one <style>, allowed by its hash alone.
    assert.is(doc.querySelectorAll('script:not([src]):not([type="application/ld+json"])').length, 0);
    assert.is(doc.querySelectorAll('[style]').length, 0);
    assert.not.match(html, /\son[a-z]+=/i);
    const styles = [...doc.querySelectorAll('style')];
    assert.is(styles.length, 1);
    const hash = `'sha256-${createHash('sha256').update(styles[0]!.textContent!).digest('base64')}'`;
    assert.equal(metaCsp['style-src'], [hash]);
    assert.is(header['style-src'], undefined, 'the header leaves styles to the page’s own policy');
    assert.is(doc.querySelectorAll('link[rel="stylesheet"]').length, 0, 'no render-blocking stylesheet');
    // Every image the page shows comes from an allowed origin.
    const allowed = header['img-src']!;
    for (const img of doc.querySelectorAll('img[src]')) {
      const src = img.getAttribute('src')!;
      if (src.startsWith('/')) continue;
      assert.ok(allowed.includes(new URL(src).origin), src);
    }
  });
}

security('no outside origin is allowed: images come from the site only', () => {
  const csp = parseCsp(headersFor('/')['Content-Security-Policy']!);
  assert.equal(csp['img-src'], ["'self'"]);
  const outside = Object.values(csp)
    .flat()
    .filter((v) => v.startsWith('http'));
  assert.equal(outside, []);
  // Pictures named by an address (not the owner's files under static/) are fetched by the build.
  for (const item of portfolioItems.filter((item) => URL.canParse(item.imageUrl))) {
    assert.not.ok(readPageHtml(`/portfolio/${item.id}`).includes(new URL(item.imageUrl).host));
  }
});

security('every host is served: _redirects for Netlify, 404 pages, .nojekyll', () => {
  assert.match(
    readFileSync(`${distDir}/_redirects`, 'utf8'),
    /^\/portfolio\/\*\s+\/portfolio\/404\.html\s+404$/m,
  );
  for (const file of ['404.html', 'portfolio/404.html', '.nojekyll'])
    assert.ok(existsSync(`${distDir}/${file}`), file);
});

security.run();
