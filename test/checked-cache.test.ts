import { createHash } from 'node:crypto';
import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { colors } from '../src/theme';
import { encodePhotos, type PhotoSource } from '../scripts/generator/photos/encode-photos';
import { keptFile, readCached, writeCached } from '../scripts/generator/state/checked-cache';
import { cachedOutput } from '../scripts/generator/publishing/output-files';
import { writeDist } from '../scripts/generator/publishing/write-dist';
import { keptResults } from '../scripts/generator/state/kept-results';

const cache = suite('photo cache: a damaged entry is made again, never published');
const root = mkdtempSync(join(tmpdir(), 'checked-cache-'));
cache.after(() => rmSync(root, { recursive: true, force: true }));

cache('a cached AVIF cut short is encoded again, with one line naming it', async () => {
  const source = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const sources: PhotoSource[] = [
    { key: 'x', file: 'x.jpg', path: 'static/photos/x.jpg', widths: [300], source },
  ];
  const cacheDir = join(root, 'cache');
  const options = { cacheDir, background: colors.background };
  const first = await encodePhotos(sources, options);
  const avif = readdirSync(cacheDir).find((name) => name.endsWith('.avif'))!;
  const whole = readFileSync(join(cacheDir, avif));
  writeFileSync(join(cacheDir, avif), whole.subarray(0, whole.length / 2));

  const warnings: string[] = [];
  const warn = console.warn;
  console.warn = (line: string) => warnings.push(line);
  let again: Awaited<ReturnType<typeof encodePhotos>>;
  try {
    again = await encodePhotos(sources, options);
  } finally {
    console.warn = warn;
  }
  assert.is(again.encoded, 1, 'only the damaged file is encoded again');
  assert.is(warnings.length, 1, warnings.join('\n'));
  assert.match(warnings[0]!, `${avif}: the cached copy is damaged`);
  const published = again.files.find((file) => file.path.endsWith(avif))!;
  assert.is(published.contents.length, first.files.find((file) => file.path.endsWith(avif))!.contents.length);
  const { width } = await sharp(published.contents)
    .raw()
    .toBuffer({ resolveWithObject: true })
    .then((r) => r.info);
  assert.is(width, 300, 'the published file decodes');
  assert.is(statSync(join(cacheDir, avif)).size, whole.length, 'the cache holds it whole again');
});

const writers = suite('checked cache: writers of one file at once');

writers('twenty writers of one file at once leave it whole, with its hash, and nothing else', async () => {
  const dir = join(root, 'at-once');
  const path = join(dir, 'card.jpg');
  const contents = Buffer.alloc(1 << 20, 7);
  await Promise.all(Array.from({ length: 20 }, () => writeCached(path, contents)));
  const read = await readCached(path, (line) => assert.unreachable(line));
  assert.ok(read?.equals(contents), 'read back whole');
  assert.equal(readdirSync(dir).sort(), ['card.jpg', 'card.jpg.sha256']);
});

const byReference = suite('kept files by reference: trusted by size and time, checked otherwise');

/** A file of `bytes` bytes of `fill` kept at `name` under the suite's folder, and its SHA-256. */
async function keptAt(name: string, bytes: number, fill: number) {
  const path = join(root, name);
  const contents = Buffer.alloc(bytes, fill);
  await writeCached(path, contents);
  return { path, contents, sha256: createHash('sha256').update(contents).digest('hex') };
}

byReference(
  'a kept file is handed on unread while whole; one changed by hand is found and not used',
  async () => {
    const { path, sha256 } = await keptAt('by-reference/card.jpg', 4096, 3);
    assert.equal(await keptFile(path), { file: path, bytes: 4096, sha256 });
    // The same size, other bytes, a later time: read, checked, refused.
    writeFileSync(path, Buffer.alloc(4096, 4));
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    const warnings: string[] = [];
    assert.is(await keptFile(path, (line) => warnings.push(line)), null);
    assert.match(warnings.join('\n'), 'the cached copy is damaged');
  },
);

byReference(
  'a kept file restored with new times (a deploy cache) is checked once, then trusted',
  async () => {
    const { path, sha256 } = await keptAt('restored/photo.avif', 2048, 9);
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    assert.equal(await keptFile(path), { file: path, bytes: 2048, sha256 }, 'whole: used');
    assert.match(
      readFileSync(`${path}.sha256`, 'utf8'),
      ` ${statSync(path).mtimeMs}`,
      'its new time recorded',
    );
  },
);

byReference(
  'written to dist/, a kept file is a copy: a change to the published file leaves the cache as it was',
  async () => {
    const { path, contents } = await keptAt('copied/card.jpg', 1024, 5);
    const outDir = join(root, 'copied-dist');
    await writeDist(outDir, [cachedOutput('assets/card.jpg', (await keptFile(path))!)]);
    assert.ok(readFileSync(join(outDir, 'assets/card.jpg')).equals(contents));
    appendFileSync(join(outDir, 'assets/card.jpg'), 'edited');
    assert.ok(readFileSync(path).equals(contents), 'the cache is not the published file');
  },
);

cache.run();
writers.run();
byReference.run();

const kept = suite('kept results: in memory for a builder, on disk for the next process');

kept(
  'a result kept is found again, in memory and by a new memo from disk; a damaged file is made again',
  async () => {
    const dir = join(root, 'kept');
    const bytes = {
      dir,
      write: (text: string) => Buffer.from(text),
      read: (file: Buffer) => file.toString(),
    };
    const memo = keptResults(bytes);
    let made = 0;
    const make = async () => `made ${++made}`;
    assert.is(await memo.find('a.txt'), undefined);
    assert.is(await memo.get('a.txt', make), 'made 1');
    assert.is(await memo.get('a.txt', make), 'made 1', 'from memory');
    assert.is(await keptResults(bytes).get('a.txt', make), 'made 1', 'another process: from the file');
    writeFileSync(join(dir, 'a.txt'), 'cut');
    assert.is(await memo.get('a.txt', make), 'made 1', 'a builder does not read its own files again');
    const warn = console.warn;
    console.warn = () => {};
    try {
      assert.is(await keptResults(bytes).get('a.txt', make), 'made 2', 'a damaged file is made again');
      // Trusted unread while its size and time are as recorded beside its hash; changed by hand, checked.
      writeFileSync(join(dir, 'a.txt'), 'made 9');
      assert.is(await keptResults(bytes).get('a.txt', make), 'made 3', 'a file of the same size changed');
    } finally {
      console.warn = warn;
    }
    memo.keepOnly(new Set());
    assert.is(await memo.find('a.txt'), 'made 3', 'forgotten in memory, read from its file again');
  },
);

kept.run();
