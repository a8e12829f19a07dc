import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { portfolioItems } from '../src/content';
import type { Renderer } from '../scripts/build/bundle-renderer';
import { buildPortfolioPhotos, downloadImages } from '../scripts/build/remote-images';
import { colors } from '../src/theme';

const remote = suite('portfolio images: downloaded at build time, cached by address');

const picture = readFileSync('static/photos/profile.jpg');

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

const itemsAt = (origin: string) =>
  portfolioItems.map((item) => ({ ...item, imageUrl: `${origin}${new URL(item.imageUrl).pathname}` }));

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
  'with the host unreachable and nothing cached: a warning naming the item and address, no picture',
  async () => {
    const cacheDir = mkdtempSync(join(tmpdir(), 'remote-images-'));
    const host = await photoHost();
    await host.close(); // its port now refuses connections
    const warnings: string[] = [];
    try {
      const [item] = itemsAt(host.origin);
      const result = await downloadImages([item!], { cacheDir, warn: (m) => warnings.push(m) });
      assert.is(result.get(item!.id), null);
      assert.is(warnings.length, 1);
      assert.match(warnings[0]!, item!.title);
      assert.match(warnings[0]!, item!.imageUrl);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  },
);

remote('an answer that is not an image is not cached', async () => {
  const cacheDir = mkdtempSync(join(tmpdir(), 'remote-images-'));
  const server = createServer((_, response) => response.writeHead(200).end('<html>rate limited</html>'));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const warnings: string[] = [];
  try {
    const [item] = itemsAt(origin);
    assert.is(
      (await downloadImages([item!], { cacheDir, warn: (m) => warnings.push(m) })).get(item!.id),
      null,
    );
    assert.is(warnings.length, 1);
  } finally {
    server.close();
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

remote.run();
