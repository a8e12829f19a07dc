import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos as ownerPhotos } from '../src/content';
import { buildPhotos, minimumSizes } from '../scripts/generator/photos/photos';

const cache = suite('photos: encoded once, then read from the cache');

/** The content's photos under the test's own file names, one for each field (an owner may use one for several). */
const photos = {
  ...ownerPhotos,
  landing: Object.fromEntries(
    Object.entries(ownerPhotos.landing).map(([field, photo]) => [field, { ...photo, file: `${field}.jpg` }]),
  ) as typeof ownerPhotos.landing,
  profile: { ...ownerPhotos.profile, file: 'profile.jpg' },
};

let dir = '';
cache.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-photos-'));
  mkdirSync(join(dir, 'static/photos'), { recursive: true });
  // Small stand-ins: a portrait wide enough for two of its widths (and published at its own 700 px
  // too), the rest narrower than any.
  const sized: Record<string, [number, number]> = {
    [photos.landing.mobilePortrait.file]: [700, 1400],
    [photos.profile.file]: [minimumSizes.profile.width, minimumSizes.profile.height],
  };
  const files = [...Object.values(photos.landing), photos.profile].map((photo) => photo.file);
  for (const file of files) {
    const [width, height] = sized[file] ?? [200, 150];
    await sharp({ create: { width, height, channels: 3, background: '#336699' } })
      .jpeg()
      .toFile(join(dir, 'static/photos', file));
  }
});
cache.after(() => rmSync(dir, { recursive: true, force: true }));

const options = (written: string[], warnings: string[] = []) => ({
  staticDir: join(dir, 'static'),
  cacheDir: join(dir, 'cache'),
  progress: { write: (text: string) => written.push(text), tty: false },
  warn: (message: string) => warnings.push(message),
});

cache(
  'an empty cache: AVIF and WebP at each width the photo fills and at its own, JPEG at the largest',
  async () => {
    const result = await buildPhotos(photos, options([]));
    const portrait = result.set.mobilePortrait;
    const widths = (files: { width: number }[]) => files.map((f) => f.width);
    assert.equal(widths(portrait.avif), [390, 640, 700]);
    assert.equal(widths(portrait.webp), [390, 640, 700]);
    assert.equal(widths(portrait.jpeg), [700]);
    assert.equal(widths(result.set.desktop.avif), [200], 'a photo narrower than every width keeps its own');
    assert.is(result.encoded, result.files.length);
    assert.equal(
      readdirSync(join(dir, 'cache'))
        .filter((name) => !name.endsWith('.sha256'))
        .sort(),
      result.files.map((f) => f.path.split('/').pop()).sort(),
    );
    for (const file of [...portrait.avif, ...portrait.webp, ...portrait.jpeg]) {
      const output = result.files.find((f) => `/${f.path}` === file.url)!;
      assert.is(file.bytes, output.contents.length, file.url);
    }
  },
);

cache('a full cache encodes nothing and says nothing', async () => {
  const written: string[] = [];
  const before = await buildPhotos(photos, options([]));
  // No memo is passed: each call starts without one, and reads the files on disk.
  const result = await buildPhotos(photos, options(written));
  assert.is(result.encoded, 0);
  assert.equal(written, []);
  assert.equal(
    result.files.map((f) => f.contents),
    before.files.map((f) => f.contents),
  );
  assert.ok(
    result.set.profile.avif[0]!.url.startsWith('/assets/photos/'),
    'from the root: pages add the base path',
  );
  assert.equal(
    result.files[0]!.contents,
    readFileSync(join(dir, 'cache', result.files[0]!.path.split('/').pop()!)),
  );
});

cache(
  'a photo below its minimum size builds, with a warning naming the file, its size and the size wanted',
  async () => {
    const warnings: string[] = [];
    const result = await buildPhotos(photos, options([], warnings));
    const named = { ...photos.landing, profile: photos.profile };
    const small = (Object.keys(minimumSizes) as (keyof typeof minimumSizes)[]).filter(
      (key) =>
        result.set[key].width < minimumSizes[key].width || result.set[key].height < minimumSizes[key].height,
    );
    assert.ok(
      small.includes('tablet') && !small.includes('profile'),
      'the fixtures: some too small, one not',
    );
    assert.is(warnings.length, small.length, warnings.join('\n'));
    for (const [i, key] of small.entries()) {
      const { width, height } = result.set[key];
      const least = minimumSizes[key];
      assert.match(warnings[i]!, join(dir, 'static/photos', named[key].file));
      assert.match(warnings[i]!, `is ${width} × ${height} pixels`);
      assert.match(warnings[i]!, `smaller than the ${least.width} × ${least.height}`);
    }
  },
);

cache('the README asks for the minimum sizes the build checks', () => {
  const readme = readFileSync('README.md', 'utf8');
  // Rows are found by the field that names the photo, whatever file the owner put there.
  for (const [key, { width, height }] of Object.entries(minimumSizes)) {
    const field = key === 'profile' ? 'profile' : `landing.${key}`;
    const row = readme.split('\n').find((line) => line.startsWith('|') && line.includes(`| \`${field}\``));
    assert.ok(row, `the README's photo table has ${key}`);
    assert.match(row!, `${width} × ${height}`);
  }
});

cache.run();
