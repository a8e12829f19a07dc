import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { colors } from '../../src/theme';
import { encodePhotos } from '../../scripts/generator/photos/encode-photos';
import { keptDir } from '../../scripts/generator/state/cache-dir';
import { blue, colourAt, near, red } from '../helpers/photo-fixtures';

const large = suite("encodePhotos: a 48-megapixel phone photo within the machine's memory");

// npm test: a process of its own, whose peak memory is the encodes' alone.
/** Decoded whole, one such photo is 144 MB; two encodes at once, each holding it, stay well under this. */
const memoryLimit = 1024 * 1024 * 1024;

let dir = '';
large.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'photos-large-'));
});
large.after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * A `width` × `height` portrait, red over blue, stored as a phone stores it: turned a quarter, with
 * EXIF orientation 6. Making it takes two seconds of CPU, so it is made once and kept with the
 * build's caches (`npm run clean` removes it); a kept copy not whole is made again.
 */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const path = join(keptDir('test-fixtures'), `portrait-sideways-${width}x${height}.jpg`);
  if (existsSync(path)) {
    const kept = readFileSync(path);
    const stored = await sharp(kept)
      .metadata()
      .catch(() => undefined);
    const turned = stored?.orientation === 6 && stored.width === height && stored.height === width;
    // A JPEG ends with its end-of-image marker: without it, it was cut short.
    if (turned && kept.subarray(-2).equals(Buffer.from([0xff, 0xd9]))) return kept;
  }
  const top = await sharp({ create: { width: height / 2, height: width, channels: 3, background: red } })
    .png()
    .toBuffer();
  const source = await sharp({ create: { width: height, height: width, channels: 3, background: blue } })
    .composite([{ input: top, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(`${path}.${process.pid}`, source);
  renameSync(`${path}.${process.pid}`, path); // whole or not at all, if two runs race
  return source;
}

large(
  '8000 × 6000, stored sideways: encoded upright at the desktop width, with the progress line',
  async () => {
    const [width, height] = [6000, 8000];
    const source = await phonePhoto(width, height);
    const written: string[] = [];
    const started = performance.now();
    const { photos, files } = await encodePhotos(
      // One width: each encode decodes the whole 48 MP source, which is what the memory limit is about.
      [{ key: 'x', file: 'x.jpg', path: 'x.jpg', widths: [2560], source }],
      {
        cacheDir: join(dir, 'cache'),
        background: colors.background,
        progress: { write: (text) => written.push(text), tty: false },
      },
    );
    const seconds = (performance.now() - started) / 1000;
    const peak = process.resourceUsage().maxRSS * 1024;
    console.log(
      `  48 MP: ${files.length} files in ${seconds.toFixed(1)} s, peak RSS ${Math.round(peak / 2 ** 20)} MB`,
    );
    assert.equal([photos.x!.width, photos.x!.height], [width, height]);
    const jpeg = files.find((f) => f.path.endsWith('.jpg'))!.contents;
    assert.equal(
      await sharp(jpeg)
        .metadata()
        .then((m) => [m.width, m.height]),
      [2560, Math.round((2560 * height) / width)],
    );
    assert.ok(
      near(await colourAt(jpeg, 0.5, 0.1), red) && near(await colourAt(jpeg, 0.5, 0.9), blue),
      'upright',
    );
    assert.ok(peak < memoryLimit, `peak RSS ${Math.round(peak / 2 ** 20)} MB`);
    // Over a second of work shows progress: at least its summary line.
    if (seconds > 1) assert.match(written.join(''), `Encoding photos: ${files.length} files in `);
  },
);

large.run();
