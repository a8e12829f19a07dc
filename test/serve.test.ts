import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isAllowedHost } from '../scripts/serve/allowed-host';
import { startServer } from '../scripts/serve/serve';
import { parseHeadersFile } from '../scripts/generator/host-files/security-headers';
import { distDir, publishedAddresses } from './helpers/site';
import { scriptArgs } from './helpers/npm-script';
import { closeServer } from './helpers/close-server';

const serve = suite('npm start / npm run serve: odd requests get a plain answer, and the hosts’ headers');

let dist: Server;
let bare: Server;
let bareDir = '';
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as { port: number }).port}`;

serve.before(async () => {
  dist = await startServer(distDir, 0);
  // A hand-made site: a page, a .well-known file, and no 404.html at all.
  bareDir = mkdtempSync(join(tmpdir(), 'site-serve-'));
  mkdirSync(join(bareDir, '.well-known'));
  writeFileSync(join(bareDir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(bareDir, '.well-known', 'security.txt'), 'Contact: https://example.com/contact\n');
  bare = await startServer(bareDir, 0);
});
serve.after(async () => {
  // At once: fetch keeps its connections open, and close() alone waits them out (3 s).
  await Promise.all([dist, bare].map(closeServer));
  rmSync(bareDir, { recursive: true, force: true });
});

/** The raw answer to a request line sent as is (fetch would normalise `..` and escapes first). */
function rawGet(server: Server, path: string): Promise<{ status: number; text: string }> {
  return new Promise((ok, fail) => {
    const socket = connect((server.address() as { port: number }).port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => ok({ status: Number(text.split(' ')[1]), text }));
    socket.on('error', fail);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
}

const noStackTrace = (text: string, what: string) =>
  assert.not.match(text, /^\s+at |node:internal|Error: /m, `${what}: a stack trace:\n${text}`);

serve('it listens on the loopback address only, unless HOST says otherwise', () => {
  for (const server of [dist, bare])
    assert.is((server.address() as { address: string }).address, '127.0.0.1');
});

serve(
  'a NUL byte, a bad escape or a way out of the folder is a plain 400, and the server goes on',
  async () => {
    const secret = readFileSync('package.json', 'utf8');
    for (const path of [
      '/%00',
      '/%00.html',
      '/about%00',
      '/%E0%A4%A',
      '/../package.json',
      '/..%2fpackage.json',
      '/%2e%2e/package.json',
      '/assets/..%5c..%5cpackage.json',
    ]) {
      const { status, text } = await rawGet(dist, path);
      assert.ok(status === 400 || status === 404, `${path}: ${status}`);
      assert.not.match(text, secret.slice(0, 40), `${path}: nothing outside dist/`);
      noStackTrace(text, path);
    }
    assert.is((await fetch(`${origin(dist)}/about`)).status, 200, 'still serving');
  },
);

serve('a site with no 404.html answers a missing page 404, and the server goes on', async () => {
  const missing = await fetch(`${origin(bare)}/no/such/page`);
  assert.is(missing.status, 404);
  noStackTrace(await missing.text(), '/no/such/page');
  assert.is((await fetch(`${origin(bare)}/`)).status, 200, 'still serving');
});

serve('.well-known/ is served as published; the hosts’ own files are not', async () => {
  const response = await fetch(`${origin(bare)}/.well-known/security.txt`);
  assert.is(response.status, 200);
  assert.is(await response.text(), readFileSync(join(bareDir, '.well-known', 'security.txt'), 'utf8'));
  for (const path of ['/_headers', '/_redirects'])
    assert.is((await fetch(`${origin(dist)}${path}`)).status, 404, path);
});

/** Every file the build wrote, as an address (host configuration left out). */
const published = publishedAddresses();

serve(
  'every published file has a Content-Type and a Cache-Control (avif, icons, manifest, robots, sitemap)',
  async () => {
    const rules = parseHeadersFile(readFileSync(join(distDir, '_headers'), 'utf8'));
    // What Netlify and Cloudflare Pages send when _headers says nothing: the pages' own revalidation.
    const pageCaching = rules
      .flatMap((rule) => (rule.pattern.test('/') ? rule.headers : []))
      .find(([name]) => name === 'Cache-Control')![1];
    assert.ok(
      published.some((path) => path.endsWith('.avif')),
      'the build publishes AVIF photos',
    );
    for (const path of published) {
      const response = await fetch(`${origin(dist)}${path}`, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status !== 200) continue; // /index.html and the like redirect to their address.
      const type = response.headers.get('content-type') ?? '';
      assert.ok(type && type !== 'application/octet-stream', `${path}: Content-Type ${type}`);
      if (path.endsWith('.avif')) assert.is(type, 'image/avif', path);
      const caching = response.headers.get('cache-control');
      assert.ok(caching, `${path}: no Cache-Control`);
      if (!path.startsWith('/assets/')) assert.is(caching, pageCaching, path);
    }
  },
);

serve('npm run serve with no dist/ stops with what to do, before it claims to serve', () => {
  const empty = mkdtempSync(join(tmpdir(), 'site-serve-empty-'));
  try {
    const result = spawnSync(process.execPath, scriptArgs('scripts/serve/serve.ts'), {
      cwd: empty,
      env: { ...process.env, PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.is(result.status, 1);
    assert.match(result.stderr, 'npm run build');
    assert.not.match(result.stdout, 'Serving');
    noStackTrace(result.stderr, 'stderr');
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

const hosts = suite('the dev server’s Host check');

hosts('localhost, its subdomains, IP addresses and the chosen HOST are answered', () => {
  for (const header of [
    'localhost:3000',
    'LOCALHOST',
    'site.localhost:3000',
    '127.0.0.1:3000',
    '[::1]:3000',
    '192.168.1.20:3000',
  ])
    assert.ok(isAllowedHost(header, '127.0.0.1'), header);
  assert.ok(isAllowedHost('studio.lan:3000', 'studio.lan'), 'the name chosen with HOST');
});

hosts('any other name, or none, is refused', () => {
  for (const header of [
    undefined,
    '',
    'rebind.example',
    'rebind.example:3000',
    'localhost.rebind.example',
    '127.0.0.1.rebind.example',
    'a b',
    'localhost@rebind.example',
  ])
    assert.not.ok(isAllowedHost(header, '127.0.0.1'), String(header));
  assert.not.ok(isAllowedHost('studio.lan', '0.0.0.0'));
});

serve.run();
hosts.run();
