import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos } from '../src/content';
import { createBuildState } from '../scripts/generator/state/build-state';
import { buildPhotos } from '../scripts/generator/photos/photos';

const state = suite('build state: two builders in one process share nothing');

let dir = '';
state.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'site-state-'));
  mkdirSync(join(dir, 'static/photos'), { recursive: true });
  for (const { file } of [...Object.values(photos.landing), photos.profile]) {
    await sharp({ create: { width: 120, height: 90, channels: 3, background: '#663399' } })
      .jpeg()
      .toFile(join(dir, 'static/photos', file));
  }
});
state.after(() => rmSync(dir, { recursive: true, force: true }));

state("a second builder encodes the photos itself, not from the first one's memory", async () => {
  const [first, second] = [createBuildState(), createBuildState()];
  const cacheDir = join(dir, 'cache');
  const options = (memo: typeof first.photos) => ({
    staticDir: join(dir, 'static'),
    cacheDir,
    memo,
    warn: () => {},
  });
  const made = await buildPhotos(photos, options(first.photos));
  assert.ok(made.encoded > 0);
  // With the files on disk gone, only a builder's memory can spare it the encoding.
  rmSync(cacheDir, { recursive: true, force: true });
  assert.is((await buildPhotos(photos, options(first.photos))).encoded, 0, 'the first builder remembers');
  assert.is((await buildPhotos(photos, options(second.photos))).encoded, made.encoded, 'the second does not');
});

state.run();
