import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos as ownerPhotos } from '../../src/content';
import { focusPoint } from '../../src/photo-types';
import { viewportMedia } from '../../src/theme';
import { minimumSizes } from '../../scripts/generator/photos/photos';
import { setContentValue } from '../helpers/content-source';
import {
  blue,
  colourAt,
  halves,
  heicOf,
  heifEncAvailable,
  near,
  red,
  sideways,
  writePicture,
} from '../helpers/photo-fixtures';
import { encodedName } from '../helpers/photo-names';
import { projectCopy, runBuild } from '../helpers/project';
import { readPageHtml } from '../helpers/site';

/**
 * A second owner, whose photos come straight from a phone: a portrait profile
 * photo stored sideways with its EXIF orientation and a focus of its own, the
 * phone-portrait landing photo in HEIC under a .jpg name, a desktop photo far
 * too small, a portfolio screenshot from their own disk and two pictures whose
 * host cannot be reached. Everything expected below is read from these.
 */
const second = {
  profile: { width: 600, height: 900, focus: '50% 100%' },
  heic: { ...minimumSizes.mobilePortrait },
  tiny: { width: 320, height: 200 },
  screenshot: { path: 'shots/dashboard.png', width: 1400, height: 800 },
};

/** A port that was free a moment ago. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((ok) => server.close(() => ok()));
  return port;
}

const heic = heifEncAvailable();

/** The project's photos under this owner's own file names, one per field (the project's may share one). */
const photos = {
  profile: { ...ownerPhotos.profile, file: 'IMG_2001.jpg' },
  landing: {
    mobilePortrait: { ...ownerPhotos.landing.mobilePortrait, file: 'IMG_2002.jpg' },
    mobileLandscape: { ...ownerPhotos.landing.mobileLandscape, file: 'IMG_2003.jpg' },
    tablet: { ...ownerPhotos.landing.tablet, file: 'IMG_2004.jpg' },
    desktop: { ...ownerPhotos.landing.desktop, file: 'IMG_2005.jpg' },
  },
};
const owner = suite('phone owner: photos as phones make them, built into the site');
let dir = '';
let built: ReturnType<typeof runBuild>;
/** Their three projects: a screenshot of their own, then two pictures on a host that cannot be reached. */
let items: { id: number }[] = [];
owner.before(async () => {
  dir = projectCopy();
  const photo = (file: string) => join(dir, 'static/photos', file);
  for (const field of ['mobilePortrait', 'mobileLandscape', 'tablet', 'desktop'] as const) {
    const { width, height } = minimumSizes[field];
    await writePicture(photo(photos.landing[field].file), width, height);
    setContentValue(dir, `photos.landing.${field}`, photos.landing[field]);
  }
  writeFileSync(
    photo(photos.profile.file),
    await sideways(await halves(second.profile.width, second.profile.height)),
  );
  setContentValue(dir, 'photos.profile', { file: photos.profile.file, focus: second.profile.focus });
  if (heic)
    writeFileSync(
      photo(photos.landing.mobilePortrait.file),
      heicOf(await halves(second.heic.width, second.heic.height)),
    );
  await sharp({ create: { ...second.tiny, channels: 3, background: '#456' } })
    .jpeg()
    .toFile(photo(photos.landing.desktop.file));
  // One photo for two fields: the tablet shows the desktop's (both encoded at its own 320 px width).
  setContentValue(dir, 'photos.landing.tablet', {
    ...photos.landing.tablet,
    file: photos.landing.desktop.file,
  });
  mkdirSync(dirname(join(dir, 'static', second.screenshot.path)), { recursive: true });
  await sharp({
    create: { ...second.screenshot, channels: 4, background: { r: 40, g: 160, b: 90, alpha: 1 } },
  })
    .png()
    .toFile(join(dir, 'static', second.screenshot.path));
  // A loopback port nothing listens on: refused at once, as a host is when offline.
  const port = await closedPort();
  items = [5, 6, 9].map((id, i) => ({
    id,
    title: `Project ${id}`,
    description: `What project ${id} does.`,
    imageUrl: i === 0 ? second.screenshot.path : `https://127.0.0.1:${port}/${id}.jpg`,
    imageAlt: `Screenshot of project ${id}`,
    link: `/projects/${id}`,
  }));
  setContentValue(dir, 'portfolioItems', items);
  built = runBuild(dir);
});
owner.after(() => rmSync(dir, { recursive: true, force: true }));

const html = (path: string) => readPageHtml(path, join(dir, 'dist'));
const distFile = (url: string) => readFileSync(join(dir, 'dist', url));

owner('the site builds for them', () => {
  assert.is(built.status, 0, built.stderr);
});

owner('the profile photo: upright, square, cropped around its focus', async () => {
  const name = encodedName(photos.profile.file, 'jpg');
  const src = html('/about').match(new RegExp(`<img class="[^"]*" src="(/assets/photos/${name})"`))![1]!;
  const out = distFile(src);
  const { width, height } = await sharp(out).metadata();
  assert.is(width, height, 'square');
  // Where red meets blue in the square, by the focus: the upright photo's middle row, less the crop's top.
  const side = Math.min(second.profile.width, second.profile.height);
  const top = (second.profile.height - side) * focusPoint(second.profile.focus)![1];
  const edge = (second.profile.height / 2 - top) / side;
  assert.ok(near(await colourAt(out, 0.5, edge - 0.08), red), `red above ${edge}`);
  assert.ok(near(await colourAt(out, 0.5, edge + 0.08), blue), `blue below ${edge}`);
});

(heic ? owner : owner.skip)('the HEIC photo named .jpg: decoded, upright, at its size', async () => {
  const landing = html('/');
  const tag = landing.match(
    new RegExp(
      `<source media="${viewportMedia.mobilePortrait.replace(/[()]/g, '\\$&')}" type="image/jpeg"[^>]*>`,
    ),
  )![0];
  assert.match(tag, `width="${second.heic.width}" height="${second.heic.height}"`);
  const out = distFile(tag.match(/srcSet="([^ "]+)/)![1]!);
  assert.ok(
    near(await colourAt(out, 0.5, 0.1), red) && near(await colourAt(out, 0.5, 0.9), blue),
    'red on top',
  );
});

owner('the tiny photo: built, with a warning naming the file, its size and the size wanted', () => {
  const { width, height } = minimumSizes.desktop;
  assert.match(
    built.stderr,
    `static/photos/${photos.landing.desktop.file} (photos.landing.desktop) is ${second.tiny.width} × ${second.tiny.height} pixels, smaller than the ${width} × ${height}`,
  );
});

owner('one photo for two fields: its files are written once, and both fields show them', () => {
  const landing = html('/');
  const name = encodedName(photos.landing.desktop.file, 'avif');
  const sources = [...landing.matchAll(/<source media="([^"]+)" type="image\/avif" srcSet="([^"]+)"/g)];
  const showing = sources.filter(([, , srcset]) => new RegExp(`/assets/photos/${name}`).test(srcset!));
  assert.is(showing.length, 2, 'the tablet and the desktop');
  for (const [, , srcset] of showing) assert.ok(distFile(srcset!.split(' ')[0]!).length > 0);
  // The tests below damage the tablet's own file: it is the tablet's again.
  setContentValue(dir, 'photos.landing.tablet', photos.landing.tablet);
});

owner(
  "the portfolio screenshot from the owner's disk is shown; the unreachable pictures are one line",
  () => {
    const [first, ...others] = items;
    const page = html(`/portfolio/${first!.id}`);
    assert.not.match(page, 'data-placeholder');
    assert.match(page, `width="${second.screenshot.width}" height="${second.screenshot.height}"`);
    assert.not.ok(
      readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).some((path) =>
        path.endsWith(second.screenshot.path),
      ),
      'the source is not copied as it is',
    );
    const lines = built.stderr
      .split('\n')
      .filter((line) => line.includes('Offline') || line.includes('Portfolio item'));
    assert.is(lines.length, 1, built.stderr);
    const ids = others.map((item) => item.id);
    assert.match(lines[0]!, `items ${ids.slice(0, -1).join(', ')} and ${ids.at(-1)} show a placeholder`);
  },
);

/** Builds again with `files` of static/photos replaced: it must fail, leaving the good build's dist/ as it was. */
function failingBuild(files: Record<string, Buffer>) {
  writeFileSync(join(dir, 'dist', 'kept.txt'), 'kept');
  for (const [file, contents] of Object.entries(files))
    writeFileSync(join(dir, 'static/photos', file), contents);
  const result = runBuild(dir);
  assert.is(result.status, 1, result.stderr);
  assert.is(readFileSync(join(dir, 'dist', 'kept.txt'), 'utf8'), 'kept', 'dist/ untouched');
  assert.not.ok(existsSync(join(dir, 'dist.next')), 'no half-written output beside it');
  return result.stderr;
}

owner('an empty photo and a file that is no image stop the build, each named with what to do', () => {
  const stderr = failingBuild({
    [photos.landing.tablet.file]: Buffer.alloc(0),
    [photos.landing.mobileLandscape.file]: Buffer.from('<!doctype html><title>Sign in</title>'),
  });
  assert.match(stderr, `static/photos/${photos.landing.tablet.file}: is empty (0 bytes).`);
  assert.match(
    stderr,
    `static/photos/${photos.landing.mobileLandscape.file}: is not an image the build can read (Input buffer contains unsupported image format). Save it as`,
  );
});

owner('a truncated photo stops the build, named with what libvips said and what to do', () => {
  const whole = readFileSync(join(dir, 'static/photos', photos.profile.file));
  const stderr = failingBuild({
    [photos.landing.tablet.file]: whole,
    [photos.landing.mobileLandscape.file]: whole,
    [photos.profile.file]: whole.subarray(0, whole.length / 2),
  });
  assert.match(stderr, `static/photos/${photos.profile.file}: is damaged or cut short (`);
  assert.match(stderr, 'Copy it again from the phone or camera');
});

owner.run();
