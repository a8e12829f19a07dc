import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Renderer } from '../scripts/generator/bundling/bundle-renderer';
import { PhotoError } from '../scripts/generator/photos/photo-error';
import { buildPortfolioPhotos, downloadImages } from '../scripts/generator/photos/remote-images';
import { colors } from '../src/theme';

const remote = suite('portfolio images: downloaded at build time, cached by address');

/**
 * A picture of the test's own, well under the 256 KB cap below (the owner's photos may be any
 * size), grainy so that its first half is image data: cut there, it is a picture cut short.
 */
const picture = await sharp({
  create: {
    width: 400,
    height: 300,
    channels: 3,
    background: '#000',
    noise: { type: 'gaussian', mean: 110, sigma: 30 },
  },
})
  .jpeg()
  .toBuffer();

/** A stand-in for the stock-photo host on loopback, counting the requests it answers. */
async function photoHost() {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(picture);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, requests, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

/** Three items of the test's own, their pictures on `origin`, whatever the owner lists. */
const itemsAt = (origin: string) =>
  [3, 5, 8].map((id) => ({
    id,
    title: `Project ${id}`,
    description: `What project ${id} does.`,
    imageUrl: `${origin}/photo-${id}.jpg`,
    imageAlt: `Screenshot of project ${id}`,
    link: `/projects/${id}`,
  }));

remote('each address is downloaded once; later builds read the cache, even with the host gone', async () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'remote-images-'));
  const host = await photoHost();
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  try {
    const items = itemsAt(host.origin);
    const first = await downloadImages(items, { cacheDir, warn });
    assert.is(host.requests.length, items.length);
    for (const item of items) assert.ok(first.get(item.id)?.equals(picture), `item ${item.id}`);
    await downloadImages(items, { cacheDir, warn });
    assert.is(host.requests.length, items.length, 'nothing downloaded again');
    await host.close();
    const offline = await downloadImages(items, { cacheDir, warn });
    for (const item of items)
      assert.ok(offline.get(item.id)?.equals(picture), `item ${item.id} from the cache`);
    assert.equal(warnings, []);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

remote(
  'offline: one line says which items use a cached copy and which the placeholder, not a warning each',
  async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'remote-images-'));
    const host = await photoHost();
    const warnings: string[] = [];
    try {
      const items = itemsAt(host.origin);
      const [first, ...others] = items;
      await downloadImages([first!], { cacheDir, warn: (m) => warnings.push(m) });
      await host.close(); // its port now refuses connections, as a host does offline
      const result = await downloadImages(items, { cacheDir, warn: (m) => warnings.push(m) });
      assert.ok(result.get(first!.id), 'the cached copy');
      for (const item of others) assert.is(result.get(item.id), null, `item ${item.id}: no picture`);
      assert.is(warnings.length, 1, warnings.join('\n'));
      const ids = others.map((item) => item.id);
      assert.match(warnings[0]!, new URL(host.origin).host);
      assert.match(warnings[0]!, `items ${ids.slice(0, -1).join(', ')} and ${ids.at(-1)} show a placeholder`);
      assert.match(warnings[0]!, `item ${first!.id} uses its cached copy`);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  },
);

/** A host that answers every way but with a picture, on loopback. */
async function badHost(maxBytes: number) {
  const whole = picture;
  const answers: Record<string, (response: ServerResponse) => void> = {
    '/web-page': (r) =>
      r.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end('<h1>Sign in</h1>'),
    '/missing': (r) => r.writeHead(404).end('Not Found'),
    '/loop': (r) => r.writeHead(302, { Location: '/loop' }).end(),
    '/huge': (r) => r.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(Buffer.alloc(maxBytes + 1)),
    '/endless': (r) => {
      // No length declared: the size cap has to count.
      r.writeHead(200, { 'Content-Type': 'image/jpeg' });
      const more = () => r.write(Buffer.alloc(64 * 1024)) && setImmediate(more);
      r.on('drain', more);
      more();
    },
    '/silent': () => {},
    '/cut-short': (r) =>
      r.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(whole.subarray(0, whole.length / 2)),
  };
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url!);
    answers[request.url!]!(response);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () => {
    server.closeAllConnections();
    return new Promise<void>((ok) => server.close(() => ok()));
  };
  /** /silent answers at once from now on (the test's second round counts requests only). */
  const wake = () => void (answers['/silent'] = answers['/missing']!);
  return { paths: Object.keys(answers), origin, requests, close, wake };
}

remote('a host that answers badly: a warning naming the item and the reason, nothing cached', async () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'remote-images-'));
  const maxBytes = 256 * 1024;
  // Waited out by /silent; ample for the others, even a loop of redirects on a loaded machine.
  const timeoutMs = 2000;
  const host = await badHost(maxBytes);
  const reasons: Record<string, string> = {
    '/web-page': 'the host answered with text/html, not a picture',
    '/missing': 'the host answered 404 Not Found',
    '/loop': 'a redirect loop',
    '/huge': 'an answer over 256 KB',
    '/endless': 'an answer over 256 KB',
    '/silent': `no answer within ${timeoutMs / 1000} s`,
    '/cut-short': 'the picture is damaged or cut short',
  };
  const items = host.paths.map((path, i) => ({
    id: i + 1,
    title: `Project ${path}`,
    imageUrl: host.origin + path,
  }));
  const warnings: string[] = [];
  try {
    const options = { cacheDir, timeoutMs, maxBytes, warn: (m: string) => warnings.push(m) };
    const result = await downloadImages(items, options);
    assert.is(warnings.length, items.length, warnings.join('\n'));
    for (const item of items) {
      assert.is(result.get(item.id), null, item.title);
      const warning = warnings.find((w) => w.includes(`"${item.title}"`));
      assert.ok(warning, `a warning names ${item.title}`);
      assert.match(warning!, `${item.imageUrl}: ${reasons[new URL(item.imageUrl).pathname]}`);
    }
    const asked = host.requests.length;
    host.wake();
    await downloadImages(items, options);
    assert.ok(host.requests.length >= asked + items.length, 'nothing was cached: each is asked for again');
  } finally {
    await host.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

remote('an item without a picture gets the designed placeholder, encoded like every photo', async () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'remote-images-'));
  const host = await photoHost();
  await host.close();
  try {
    const items = itemsAt(host.origin);
    const renderer = { content: { portfolioItems: items }, theme: { colors } } as unknown as Renderer;
    const { byId, files } = await buildPortfolioPhotos(renderer, { cacheDir, warn: () => {} });
    for (const item of items) {
      const photo = byId[item.id]!;
      assert.ok(photo.placeholder);
      assert.equal([photo.width, photo.height], [1200, 675]);
      for (const format of ['avif', 'webp', 'jpeg'] as const) assert.ok(photo[format].length > 0, format);
    }
    const paths = files.map((file) => file.path);
    assert.is(new Set(paths).size, paths.length, 'one copy of each placeholder file');
    for (const file of files) assert.ok(file.contents.length > 0, file.path);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

remote("an item's picture from the owner's own files under static/ is encoded like a download", async () => {
  const root = mkdtempSync(join(tmpdir(), 'remote-images-'));
  try {
    const staticDir = join(root, 'static');
    mkdirSync(join(staticDir, 'shots'), { recursive: true });
    // Below the smallest portfolio width: encoded at its own width, three files rather than seven.
    const screenshot = await sharp({ create: { width: 400, height: 240, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer();
    writeFileSync(join(staticDir, 'shots/app.png'), screenshot);
    const [own, ...others] = itemsAt('https://images.example.net');
    const item = { ...own!, imageUrl: 'shots/app.png' };
    const items = [item, ...others];
    const renderer = { content: { portfolioItems: items }, theme: { colors } } as unknown as Renderer;
    const options = { staticDir, cacheDir: join(root, 'downloads'), photoCacheDir: join(root, 'photos') };
    const warnings: string[] = [];
    const { byId } = await buildPortfolioPhotos(renderer, { ...options, warn: (m) => warnings.push(m) });
    assert.not.ok(byId[item.id]!.placeholder);
    assert.equal([byId[item.id]!.width, byId[item.id]!.height], [400, 240]);
    assert.not.ok(
      warnings.some((w) => w.includes(`"${item.title}"`)),
      'nothing to download for it',
    );

    writeFileSync(join(staticDir, 'shots/app.png'), screenshot.subarray(0, 200));
    const error = await buildPortfolioPhotos(renderer, { ...options, warn: () => {} }).catch(
      (e: unknown) => e,
    );
    assert.instance(error, PhotoError, 'a damaged file of the owner stops the build');
    assert.is((error as PhotoError).photos[0]!.file, join(staticDir, 'shots/app.png'));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

remote(
  'a host that never answers (a lookup hanging offline): asked once, one line for all the items',
  async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'remote-images-'));
    const requests: string[] = [];
    const server = createServer((request) => void requests.push(request.url!));
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const items = Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      title: `P${i}`,
      imageUrl: `${origin}/${i}.jpg`,
    }));
    const warnings: string[] = [];
    const timeoutMs = 500;
    try {
      const result = await downloadImages(items, { cacheDir, timeoutMs, warn: (m) => warnings.push(m) });
      for (const item of items) assert.is(result.get(item.id), null);
      assert.is(warnings.length, 1, warnings.join('\n'));
      assert.match(warnings[0]!, `Offline (${new URL(origin).host}: no answer within ${timeoutMs / 1000} s)`);
      assert.is(requests.length, 1, 'the host is asked once');
    } finally {
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      rmSync(cacheDir, { recursive: true, force: true });
    }
  },
);

remote('a host that is not found: one line for all the items, each with a placeholder', async () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'remote-images-'));
  // A name that never resolves (RFC 2606); offline, every host is as this one.
  const items = [1, 2].map((id) => ({
    id,
    title: `P${id}`,
    imageUrl: `https://no-such-host.invalid/${id}.jpg`,
  }));
  const warnings: string[] = [];
  try {
    const result = await downloadImages(items, { cacheDir, warn: (m) => warnings.push(m) });
    for (const item of items) assert.is(result.get(item.id), null);
    assert.is(warnings.length, 1, warnings.join('\n'));
    assert.match(
      warnings[0]!,
      /^Offline \(no-such-host\.invalid: (ENOTFOUND|EAI_AGAIN)\): portfolio items 1 and 2 show a placeholder/,
    );
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
});

remote('items sharing one picture of the owner encode it once and publish one copy', async () => {
  const root = mkdtempSync(join(tmpdir(), 'remote-images-'));
  try {
    const staticDir = join(root, 'static');
    mkdirSync(staticDir, { recursive: true });
    const picture = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#36a' } })
      .png()
      .toBuffer();
    writeFileSync(join(staticDir, 'shot.png'), picture);
    writeFileSync(join(staticDir, 'same.png'), picture);
    const items = Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      title: `P${i}`,
      imageUrl: i % 2 ? 'shot.png' : 'same.png',
    }));
    const renderer = { content: { portfolioItems: items }, theme: { colors } } as unknown as Renderer;
    const options = { staticDir, cacheDir: join(root, 'downloads'), photoCacheDir: join(root, 'photos') };
    const one = await buildPortfolioPhotos(
      { ...renderer, content: { portfolioItems: items.slice(0, 1) } } as unknown as Renderer,
      { ...options, photoCacheDir: join(root, 'one') },
    );
    const all = await buildPortfolioPhotos(renderer, options);
    assert.is(all.encoded, one.encoded, 'encoded as often as for one item');
    assert.is(all.files.length, one.files.length, 'one copy of each file');
    for (const item of items) assert.equal(all.byId[item.id]!.avif, all.byId[1]!.avif);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

remote.run();
