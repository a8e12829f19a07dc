import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos as ownerPhotos } from '../../src/content';
import { focusPoint } from '../../src/photo-types';
import { viewportMedia } from '../../src/theme';
import { createBuilder } from '../../build';
import { minimumSizes } from '../../scripts/generator/photos/photos';
import { buildFailure, buildSite, contentWith, type Site } from '../helpers/generate';
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
import { encodedName } from '../helpers/photo-names';

/**
 * A second owner, whose photos come straight from a phone: a portrait profile photo stored sideways
 * with its EXIF orientation and a focus of its own, the phone-portrait landing photo in HEIC under a
 * .jpg name, a desktop photo far too small, a portfolio screenshot from their own disk and two
 * pictures whose host cannot be reached. Built in this process (../helpers/generate.ts), the photos
 * as files in memory; everything expected below is read from these.
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
const photoPath = (file: string) => `static/photos/${file}`;

const owner = suite('phone owner: photos as phones make them, built into the site');
let site: Site;
/** Their photos, by path in the project. */
const files: Record<string, Buffer> = {};
/** Their three projects: a screenshot of their own, then two pictures on a host that cannot be reached. */
let items: { id: number }[] = [];
/** Their src/content.ts with `landing` as their landing photos. */
const content = (landing: typeof photos.landing, portfolio = items) =>
  contentWith({
    'photos.landing': landing,
    'photos.profile': { file: photos.profile.file, focus: second.profile.focus },
    portfolioItems: portfolio,
  });

/** A JPEG of the test's own, red over blue. */
const picture = async (width: number, height: number) =>
  sharp(await halves(width, height))
    .jpeg({ quality: 80 })
    .toBuffer();

owner.before(async () => {
  for (const field of ['mobileLandscape', 'tablet'] as const) {
    const { width, height } = minimumSizes[field];
    files[photoPath(photos.landing[field].file)] = await picture(width, height);
  }
  const portrait = await halves(second.heic.width, second.heic.height);
  files[photoPath(photos.landing.mobilePortrait.file)] = heic
    ? heicOf(portrait)
    : await sharp(portrait).jpeg().toBuffer();
  files[photoPath(photos.profile.file)] = await sideways(
    await halves(second.profile.width, second.profile.height),
  );
  files[photoPath(photos.landing.desktop.file)] = await sharp({
    create: { ...second.tiny, channels: 3, background: '#456' },
  })
    .jpeg()
    .toBuffer();
  files[`static/${second.screenshot.path}`] = await sharp({
    create: { ...second.screenshot, channels: 4, background: { r: 40, g: 160, b: 90, alpha: 1 } },
  })
    .png()
    .toBuffer();
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
  // One photo for two fields: the tablet shows the desktop's (both encoded at its own 320 px width).
  const landing = {
    ...photos.landing,
    tablet: { ...photos.landing.tablet, file: photos.landing.desktop.file },
  };
  site = await buildSite({ files: { ...files, 'src/content.ts': content(landing) } });
});

owner('the profile photo: upright, square, cropped around its focus', async () => {
  const name = encodedName(photos.profile.file, 'jpg');
  const src = site.page('/about').match(new RegExp(`<img class="[^"]*" src="(/assets/photos/${name})"`))![1]!;
  const out = site.file(src)!;
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
  const tag = site
    .page('/')
    .match(
      new RegExp(
        `<source media="${viewportMedia.mobilePortrait.replace(/[()]/g, '\\$&')}" type="image/jpeg"[^>]*>`,
      ),
    )![0];
  assert.match(tag, `width="${second.heic.width}" height="${second.heic.height}"`);
  const out = site.file(tag.match(/srcSet="([^ "]+)/)![1]!)!;
  assert.ok(
    near(await colourAt(out, 0.5, 0.1), red) && near(await colourAt(out, 0.5, 0.9), blue),
    'red on top',
  );
});

owner('the tiny photo: built, with a warning naming the file, its size and the size wanted', () => {
  const { width, height } = minimumSizes.desktop;
  assert.match(
    site.printed,
    `static/photos/${photos.landing.desktop.file} (photos.landing.desktop) is ${second.tiny.width} × ${second.tiny.height} pixels, smaller than the ${width} × ${height}`,
  );
});

owner('one photo for two fields: its files are written once, and both fields show them', () => {
  const name = encodedName(photos.landing.desktop.file, 'avif');
  const sources = [
    ...site.page('/').matchAll(/<source media="([^"]+)" type="image\/avif" srcSet="([^"]+)"/g),
  ];
  const showing = sources.filter(([, , srcset]) => new RegExp(`/assets/photos/${name}`).test(srcset!));
  assert.is(showing.length, 2, 'the tablet and the desktop');
  for (const [, , srcset] of showing) assert.ok(site.file(srcset!.split(' ')[0]!)!.length > 0);
});

owner(
  "the portfolio screenshot from the owner's disk is shown; the unreachable pictures are one line",
  () => {
    const [first, ...others] = items;
    const page = site.page(`/portfolio/${first!.id}`);
    assert.not.match(page, 'data-placeholder');
    assert.match(page, `width="${second.screenshot.width}" height="${second.screenshot.height}"`);
    assert.not.ok(
      [...site.files.keys()].some((path) => path.endsWith(second.screenshot.path)),
      'the source is not copied as it is',
    );
    const lines = site.printed
      .split('\n')
      .filter((line) => line.includes('Offline') || line.includes('Portfolio item'));
    assert.is(lines.length, 1, site.printed);
    const ids = others.map((item) => item.id);
    assert.match(lines[0]!, `items ${ids.slice(0, -1).join(', ')} and ${ids.at(-1)} show a placeholder`);
  },
);

/** What a build says with `changed` photos over theirs, each field showing its own file: it must fail. */
const failingBuild = (changed: Record<string, Buffer>) =>
  buildFailure({
    files: { ...files, ...changed, 'src/content.ts': content(photos.landing) },
  });

/** The profile photo cut in half, and the tablet's and the landscape photo's files whole copies of it. */
function truncated(): Record<string, Buffer> {
  const whole = files[photoPath(photos.profile.file)]!;
  return {
    [photoPath(photos.landing.tablet.file)]: whole,
    [photoPath(photos.landing.mobileLandscape.file)]: whole,
    [photoPath(photos.profile.file)]: whole.subarray(0, whole.length / 2),
  };
}

owner('an empty photo and a file that is no image stop the build, each named with what to do', async () => {
  const said = await failingBuild({
    [photoPath(photos.landing.tablet.file)]: Buffer.alloc(0),
    [photoPath(photos.landing.mobileLandscape.file)]: Buffer.from('<!doctype html><title>Sign in</title>'),
  });
  assert.match(said, `static/photos/${photos.landing.tablet.file}: is empty (0 bytes).`);
  assert.match(
    said,
    `static/photos/${photos.landing.mobileLandscape.file}: is not an image the build can read (Input buffer contains unsupported image format). Save it as`,
  );
});

owner('a truncated photo stops the build, named with what libvips said and what to do', async () => {
  const said = await failingBuild(truncated());
  assert.match(said, `static/photos/${photos.profile.file}: is damaged or cut short (`);
  assert.match(said, 'Copy it again from the phone or camera');
});

owner('a build that fails at its photos leaves its output folder as it was', async () => {
  // As `npm run build` builds into dist/: its folder written in one swap, once every step is done.
  const out = mkdtempSync(join(tmpdir(), 'phone-owner-'));
  const builder = await createBuilder({
    outDir: join(out, 'dist'),
    quiet: true,
    env: { SITE_URL: undefined, BASE_PATH: undefined, SITE_HEADERS: undefined },
  });
  try {
    mkdirSync(join(out, 'dist'));
    writeFileSync(join(out, 'dist', 'previous-build.txt'), 'kept');
    // Their screenshot only: the unreachable pictures' line is said by the tests above.
    const project = {
      ...files,
      ...truncated(),
      'src/content.ts': content(photos.landing, items.slice(0, 1)),
    };
    const failed = await builder.run(project).then(
      () => 'built',
      (error: unknown) => String(error),
    );
    assert.match(failed, photos.profile.file, 'the build failed at the photo');
    assert.equal(readdirSync(out), ['dist'], 'no half-written output beside it');
    assert.equal(readdirSync(join(out, 'dist')), ['previous-build.txt']);
    assert.is(readFileSync(join(out, 'dist', 'previous-build.txt'), 'utf8'), 'kept');
  } finally {
    await builder.dispose();
    rmSync(out, { recursive: true, force: true });
  }
});

owner.run();
