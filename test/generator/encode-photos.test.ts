import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { colors } from '../../src/theme';
import { encodeMemo, encodePhotos, type PhotoSource } from '../../scripts/generator/photos/encode-photos';
import { PhotoError } from '../../scripts/generator/photos/photo-error';
import { worthAProcessFrom } from '../../scripts/generator/other-cores';
import {
  blue,
  colourAt,
  halves,
  heicOf,
  heifEncAvailable,
  near,
  red,
  sideways,
} from '../helpers/photo-fixtures';
import { testVariables } from '../../scripts/env';

/** KEEP_PHOTOS=folder keeps the encoded photos there, to look at. */
const { keepPhotos } = testVariables();

const phones = suite('encodePhotos: photos as phones and cameras make them');

let dir = '';
phones.before(() => {
  dir = mkdtempSync(join(tmpdir(), 'encode-photos-'));
});
phones.after(() => rmSync(dir, { recursive: true, force: true }));

/** Encodes one source (into a fresh cache) and returns its photo and files by format. */
async function encodeOne(source: Buffer, extra: Partial<PhotoSource> = {}) {
  const cacheDir = mkdtempSync(join(dir, 'cache-'));
  const { photos, files } = await encodePhotos(
    [{ key: 'x', file: 'x.jpg', path: 'static/photos/x.jpg', widths: [200, 400], source, ...extra }],
    { cacheDir, background: colors.background },
  );
  const photo = photos.x!;
  const contents = (url: string) => files.find((f) => `/${f.path}` === url)!.contents;
  const largest = (format: 'avif' | 'webp' | 'jpeg') => contents(photo[format].at(-1)!.url);
  return { photo, largest };
}

/** What the build stops with for `source`: its problems, one per photo. */
async function refusal(source: Buffer) {
  const error = await encodeOne(source).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  assert.instance(error, PhotoError);
  return (error as PhotoError).photos;
}

phones(
  'a photo is published at each wanted width it fills, and at its own where it falls short of the largest',
  async () => {
    // Wanted at 200 and 400 px (encodeOne): wider than both, between them, narrower than both.
    for (const [source, widths] of [
      [500, [200, 400]],
      [300, [200, 300]],
      [150, [150]],
    ] as const) {
      const { photo, largest } = await encodeOne(await halves(source, source));
      for (const format of ['avif', 'webp'] as const)
        assert.equal(
          photo[format].map((entry) => entry.width),
          widths,
          `${format} of a ${source} px photo`,
        );
      assert.equal(
        photo.jpeg.map((entry) => entry.width),
        [widths.at(-1)],
        `the JPEG of a ${source} px photo`,
      );
      assert.is((await sharp(largest('avif')).metadata()).width, widths.at(-1), `its largest AVIF`);
    }
  },
);

phones('a portrait stored sideways with EXIF orientation 6 comes out upright, its size turned', async () => {
  const stored = await sideways(await halves(300, 400));
  const before = await sharp(stored).metadata();
  assert.ok(before.width! > before.height!, 'the fixture is stored sideways');
  const { photo, largest } = await encodeOne(stored);
  assert.equal([photo.width, photo.height], [300, 400]);
  for (const format of ['avif', 'webp', 'jpeg'] as const) {
    const out = largest(format);
    const { width, height } = await sharp(out).metadata();
    assert.ok(width! < height!, `${format}: taller than wide (${width} × ${height})`);
    assert.ok(near(await colourAt(out, 0.5, 0.1), red), `${format}: red on top`);
    assert.ok(near(await colourAt(out, 0.5, 0.9), blue), `${format}: blue below`);
  }
  if (keepPhotos) writeFileSync(join(keepPhotos, 'upright.jpg'), largest('jpeg'));
});

const heic = heifEncAvailable();
(heic ? phones : phones.skip)(
  'a HEIC photo is decoded whatever its file is called, upright and at its size',
  async () => {
    const source = heicOf(await halves(300, 400));
    assert.is(source.subarray(4, 12).toString('latin1'), 'ftypheic', 'the fixture is HEIC');
    // Named .jpg, as a photo renamed on its way from the phone often is.
    const { photo, largest } = await encodeOne(source, { path: 'static/photos/x.jpg' });
    assert.equal([photo.width, photo.height], [300, 400]);
    const out = largest('jpeg');
    assert.ok(near(await colourAt(out, 0.5, 0.1), red), 'red on top');
    assert.ok(near(await colourAt(out, 0.5, 0.9), blue), 'blue below');
    assert.not.ok((await sharp(largest('webp')).metadata()).hasAlpha, 'an opaque photo stays opaque');
    if (keepPhotos) writeFileSync(join(keepPhotos, 'heic.jpg'), out);
  },
);

phones('a Display P3 photo comes out in sRGB with its colours', async () => {
  // sRGB red as a P3 camera stores it: other numbers, the same colour, told by the ICC profile.
  const source = await sharp({ create: { width: 400, height: 300, channels: 3, background: red } })
    .withIccProfile('p3')
    .jpeg({ quality: 95 })
    .toBuffer();
  const stored = await colourAt(await sharp(source, { ignoreIcc: true }).png().toBuffer(), 0.5, 0.5);
  assert.not.ok(near(stored, red, 8), 'the fixture stores other numbers than sRGB red');
  const { largest } = await encodeOne(source);
  for (const format of ['avif', 'webp', 'jpeg'] as const) {
    const out = await sharp(largest(format), { ignoreIcc: true }).png().toBuffer();
    const shown = await colourAt(out, 0.5, 0.5);
    assert.ok(near(shown, red, 12), `${format}: sRGB red, got ${JSON.stringify(shown)}`);
  }
});

(heic ? phones : phones.skip)(
  'a Display P3 HEIC, as an iPhone saves, comes out in sRGB with its colours',
  async () => {
    const p3 = await sharp({ create: { width: 400, height: 300, channels: 3, background: red } })
      .withIccProfile('p3')
      .png()
      .toBuffer();
    const { largest } = await encodeOne(heicOf(p3));
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const out = await sharp(largest(format), { ignoreIcc: true }).png().toBuffer();
      const shown = await colourAt(out, 0.5, 0.5);
      assert.ok(near(shown, red, 16), `${format}: sRGB red, got ${JSON.stringify(shown)}`);
    }
  },
);

phones('a CMYK photo comes out in sRGB', async () => {
  const source = await sharp({ create: { width: 400, height: 300, channels: 3, background: red } })
    .toColourspace('cmyk')
    .jpeg({ quality: 95 })
    .toBuffer();
  assert.is((await sharp(source).metadata()).space, 'cmyk');
  const { largest } = await encodeOne(source);
  for (const format of ['avif', 'webp', 'jpeg'] as const) {
    const out = largest(format);
    const { space, channels } = await sharp(out).metadata();
    assert.equal([space, channels], ['srgb', 3], format);
    assert.ok(near(await colourAt(out, 0.5, 0.5), red, 32), `${format}: red`);
  }
});

phones(
  "a PNG with transparency gets the page's background in JPEG, and keeps it in AVIF and WebP",
  async () => {
    const source = await sharp({
      create: { width: 400, height: 300, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { largest } = await encodeOne(source);
    const background = await colourAt(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: colors.background } })
        .png()
        .toBuffer(),
      0,
      0,
    );
    const jpeg = await colourAt(largest('jpeg'), 0.5, 0.5);
    assert.ok(near(jpeg, background, 6), `JPEG shows ${colors.background}, got ${JSON.stringify(jpeg)}`);
    for (const format of ['avif', 'webp'] as const) {
      assert.ok((await sharp(largest(format)).metadata()).hasAlpha, `${format} keeps the transparency`);
    }
  },
);

phones('a non-square photo to be made square is cropped around its focus', async () => {
  // Three upright thirds, red, white and blue: each focus keeps one of them.
  const third = (background: string) =>
    sharp({ create: { width: 200, height: 200, channels: 3, background } })
      .png()
      .toBuffer();
  const source = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#fff' } })
    .composite([
      { input: await third('#f00'), left: 0, top: 0 },
      { input: await third('#00f'), left: 400, top: 0 },
    ])
    .png()
    .toBuffer();
  for (const [focus, colour] of [
    ['0% 50%', red],
    ['100% 50%', blue],
    ['50% 50%', { r: 255, g: 255, b: 255 }],
  ] as const) {
    const { photo, largest } = await encodeOne(source, { square: focus });
    assert.equal([photo.width, photo.height], [200, 200], focus);
    for (const x of [0.05, 0.5, 0.95]) {
      assert.ok(near(await colourAt(largest('jpeg'), x, 0.5), colour), `${focus}: the whole square`);
    }
  }
});

phones('an empty file stops the build naming it, with what to do', async () => {
  const [problem] = await refusal(Buffer.alloc(0));
  assert.is(problem!.file, 'static/photos/x.jpg');
  assert.is(problem!.reason, 'is empty (0 bytes)');
  assert.match(problem!.fix, 'replace the file');
});

phones('a file that is no image stops the build naming it, with what sharp said and what to do', async () => {
  const [problem] = await refusal(Buffer.from('<!doctype html><title>Sign in</title>'));
  assert.is(problem!.file, 'static/photos/x.jpg');
  assert.match(problem!.reason, 'Input buffer contains unsupported image format');
  assert.match(problem!.fix, 'Save it as JPEG, PNG, WebP, AVIF or HEIC');
});

phones('a truncated photo stops the build naming it, with what libvips said and what to do', async () => {
  const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: red } })
    .jpeg()
    .toBuffer();
  const [problem] = await refusal(whole.subarray(0, Math.floor(whole.length / 2)));
  assert.is(problem!.file, 'static/photos/x.jpg');
  assert.match(problem!.reason, /^is damaged or cut short \(.*premature end of JPEG/);
  assert.match(problem!.fix, 'Copy it again');
});

(heic ? phones : phones.skip)('a damaged HEIC stops the build naming it', async () => {
  const whole = heicOf(await halves(300, 400));
  const [problem] = await refusal(whole.subarray(0, Math.floor(whole.length * 0.6)));
  assert.is(problem!.file, 'static/photos/x.jpg');
  assert.match(problem!.reason, /^is damaged or cut short/);
});

phones(
  'the same pictures again (a dev server save) are the last result; a changed one is encoded',
  async () => {
    const picture = (color: typeof red) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
        .jpeg()
        .toBuffer();
    const sources = async (color: typeof red): Promise<PhotoSource[]> => [
      {
        key: 'chart',
        file: 'chart.jpg',
        path: 'src/writing/chart.jpg',
        widths: [32],
        source: await picture(color),
      },
    ];
    const memo = encodeMemo();
    const cacheDir = mkdtempSync(join(dir, 'cache-'));
    const options = { cacheDir, background: colors.background, memo };
    const first = await encodePhotos(await sources(red), options);
    assert.is(first.encoded, 3);
    // The cache is gone: the same bytes, given again, are the last result, not read from it.
    rmSync(cacheDir, { recursive: true, force: true });
    const again = await encodePhotos(await sources(red), options);
    assert.is(again.encoded, 0);
    assert.equal(again.files, first.files);
    const changed = await encodePhotos(await sources(blue), options);
    assert.is(changed.encoded, 3);
    assert.not.equal(changed.photos.chart!.avif[0]!.url, first.photos.chart!.avif[0]!.url);
  },
);

phones(
  "a large batch (a thousand posts' pictures) is encoded in a process of its own: the same files; a damaged photo is named",
  async () => {
    const widths = [16, 24, 32, 40]; // 4 AVIF, 4 WebP and a JPEG a photo
    const count = Math.ceil(worthAProcessFrom / 9) + 1;
    const sources: PhotoSource[] = await Promise.all(
      Array.from({ length: count }, async (_, i) => ({
        key: `p${i}`,
        file: `chart ${i}.png`,
        path: `src/writing/chart ${i}.png`,
        widths,
        source: await sharp({
          create: { width: 64, height: 48, channels: 3, background: { r: i * 20, g: 90, b: 160 } },
        })
          .png()
          .toBuffer(),
      })),
    );
    const options = () => ({ cacheDir: mkdtempSync(join(dir, 'cache-')), background: colors.background });
    const batch = await encodePhotos(sources, options());
    assert.is(batch.encoded, count * 9);
    // Each file as the same photo encoded alone (a small batch, encoded in this process) makes it.
    const alone = await encodePhotos([sources.at(-1)!], options());
    for (const file of alone.files) {
      assert.equal(batch.files.find((f) => f.path === file.path)?.contents, file.contents, file.path);
    }
    const { width } = await sharp(batch.files.find((f) => f.path.endsWith('.avif'))!.contents).metadata();
    assert.ok(widths.includes(width!), `an AVIF ${width} px wide`);

    const whole = await sharp({ create: { width: 800, height: 600, channels: 3, background: red } })
      .jpeg()
      .toBuffer();
    const damaged = {
      ...sources[0]!,
      key: 'bad',
      file: 'bad.jpg',
      path: 'static/bad.jpg',
      source: whole.subarray(0, whole.length / 2),
    };
    const error = await encodePhotos([...sources, damaged], options()).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    assert.instance(error, PhotoError);
    assert.equal(
      (error as PhotoError).photos.map((p) => [p.file, /^is damaged or cut short/.test(p.reason)]),
      [['static/bad.jpg', true]],
    );
  },
);

phones.run();
