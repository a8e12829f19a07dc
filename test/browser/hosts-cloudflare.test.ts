import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { notFound, portfolio, portfolioItems } from '../../src/content';
import { notFoundPathFor, outputFile, portfolioNotFoundPath } from '../../src/routes';
import { cacheForever, cacheRevalidate } from '../../scripts/generator/host-files/security-headers';
import { startServer } from '../../scripts/serve/serve';
import { pageAddresses, siteAddresses } from '../helpers/addresses';
import { distDir, headerPairs, publishedAddresses, readPageHtml } from '../helpers/site';
import { startWrangler, wranglerAvailable } from '../helpers/wrangler';

const cloudflare = suite('hosts: Cloudflare Pages (wrangler pages dev) serves every address at once');
const run = wranglerAvailable();
let host: Awaited<ReturnType<typeof startWrangler>> | undefined;

cloudflare.before(async () => {
  if (run) host = await startWrangler(distDir);
});
cloudflare.after(async () => {
  await host?.close();
});

const get = (origin: string, path: string) => fetch(origin + path, { redirect: 'manual' });
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');

const unknownId = Math.max(...portfolioItems.map((item) => item.id)) + 1;
const missing = [
  '/portfolio/abc',
  `/portfolio/${unknownId}`,
  '/portfolio/01',
  '/portfolio/',
  '/no/such/page',
];
// '/portfolio/' is the portfolio's address with a slash: a redirect, not a miss.
const notFoundAddresses = missing.filter((path) => path !== '/portfolio/');

cloudflare('every address the site names answers 200, with no redirect', async () => {
  if (!host) return;
  const addresses = siteAddresses();
  for (const path of pageAddresses) assert.ok(addresses.includes(path), `${path} is linked`);
  for (const path of addresses) {
    const response = await get(host.origin, path);
    assert.is(
      response.status,
      200,
      `${path} -> ${response.status} ${response.headers.get('location') ?? ''}`,
    );
    const body = await response.text();
    if (pageAddresses.includes(path)) assert.is(body, readPageHtml(path), `${path} is its own page`);
  }
});

cloudflare('a trailing slash or .html form redirects to the address itself', async () => {
  if (!host) return;
  const forms = pageAddresses
    .filter((path) => path !== '/')
    .flatMap((path) => [`${path}/`, `/${outputFile(path)}`].map((form) => [form, path]));
  for (const [form, path] of [...forms, ['/index.html', '/']]) {
    const response = await get(host.origin, form!);
    assert.is(response.status, 308, form);
    assert.is(response.headers.get('location'), path, form);
  }
});

cloudflare('bad portfolio ids and unknown paths answer 404 with the right not-found view', async () => {
  if (!host) return;
  for (const path of notFoundAddresses) {
    const response = await get(host.origin, path);
    assert.is(response.status, 404, path);
    const body = await response.text();
    assert.is(body, readPageHtml(notFoundPathFor(path)), path);
    const title = notFoundPathFor(path) === portfolioNotFoundPath ? portfolio.notFound.title : notFound.title;
    assert.is(h1(body), title, path);
  }
});

cloudflare('pages and assets get exactly the headers of _headers; hashed assets are immutable', async () => {
  if (!host) return;
  const assets = readdirSync(join(distDir, 'assets'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.\w+$/.test(file))
    .map((file) => `/assets/${file}`);
  for (const path of [...pageAddresses, ...assets, ...notFoundAddresses]) {
    const response = await get(host.origin, path);
    await response.arrayBuffer();
    for (const [name, value] of headerPairs(path)) {
      // A miss is never cached: Cloudflare answers it with its own `no-store`.
      if (response.status === 404 && name === 'Cache-Control') continue;
      assert.is(response.headers.get(name), value, `${path}: ${name}`);
    }
    if (path.startsWith('/assets/')) {
      assert.match(path, /-[0-9a-f]{8,}\.\w+$/, `${path} carries a content hash`);
      assert.is(response.headers.get('cache-control'), cacheForever, path);
    } else if (pageAddresses.includes(path)) {
      assert.is(response.headers.get('cache-control'), cacheRevalidate, path);
    }
    assert.ok(response.headers.get('content-security-policy'), `${path} has a CSP`);
  }
});

cloudflare(
  '_redirects: each rule Cloudflare accepts does what it says; the rest it reports and skips',
  async () => {
    if (!host) return;
    const rules = readFileSync(join(distDir, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/) as [string, string, string?]);
    assert.ok(rules.length > 0);
    const log = host.log();
    for (const [from, to, status = '302'] of rules) {
      const path = from.replace('*', 'x');
      const response = await get(host.origin, path);
      if (['301', '302', '303', '307', '308'].includes(status)) {
        assert.is(response.status, Number(status), from);
        assert.is(response.headers.get('location'), to.replace(':splat', 'x'), from);
      } else {
        // Netlify's 404 rewrite: Cloudflare refuses it and finds the same page as its folder's 404.html.
        assert.is(status, '404', `${from}: a status Cloudflare does not support`);
        assert.match(log, `Got ${status}.`);
        assert.is(response.status, 404, from);
        assert.is(await response.text(), readFileSync(join(distDir, to), 'utf8'), from);
      }
    }
    assert.match(log, /Parsed \d+ valid header rules/);
  },
);

cloudflare('npm start answers as Cloudflare does: the same status, redirect target and page', async () => {
  if (!host) return;
  const local = await startServer(distDir, 0);
  const origin = `http://127.0.0.1:${(local.address() as { port: number }).port}`;
  try {
    const paths = pageAddresses.flatMap((path) =>
      path === '/' ? ['/', '/index.html'] : [path, `${path}/`, `/${outputFile(path)}`],
    );
    for (const path of [...paths, ...missing, '/_headers', '/_redirects']) {
      const [there, here] = await Promise.all([get(host.origin, path), get(origin, path)]);
      const redirect = (r: Response) => r.status >= 301 && r.status <= 308;
      // Cloudflare answers 308, serve 301: both permanent, both followed the same way.
      assert.is(redirect(here), redirect(there), path);
      if (!redirect(there)) assert.is(here.status, there.status, path);
      assert.is(here.headers.get('location'), there.headers.get('location'), path);
      assert.is(await here.text(), await there.text(), path);
    }
  } finally {
    await new Promise((ok) => local.close(ok));
  }
});

cloudflare(
  'npm start sends Cloudflare’s Content-Type and Cache-Control for every file and miss',
  async () => {
    if (!host) return;
    const local = await startServer(distDir, 0);
    const origin = `http://127.0.0.1:${(local.address() as { port: number }).port}`;
    // Every file the build publishes (icons, manifest, robots.txt, sitemap, AVIF photos...), and misses.
    const files = publishedAddresses();
    try {
      for (const path of [...files, ...missing, '/.well-known/none.txt']) {
        const [there, here] = await Promise.all([get(host.origin, path), get(origin, path)]);
        await Promise.all([there.arrayBuffer(), here.arrayBuffer()]);
        if (there.status >= 301 && there.status <= 308) continue; // /index.html and the like, checked above
        assert.is(here.status, there.status, path);
        assert.is(here.headers.get('cache-control'), there.headers.get('cache-control'), path);
        // The media type: a charset parameter that Cloudflare leaves out (on scripts) changes nothing.
        const type = (r: Response) => r.headers.get('content-type')?.split(';')[0];
        assert.is(type(here), type(there), `${path}: Content-Type`);
      }
    } finally {
      await new Promise((ok) => local.close(ok));
    }
  },
);

cloudflare.run();
