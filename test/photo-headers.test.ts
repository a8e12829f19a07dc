import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readPhoto } from '../scripts/generator/photos/read-photo';
import { PhotoError } from '../scripts/generator/photos/photo-error';

/**
 * A photo's header is read by sharp once, then kept by the photo's bytes
 * (scripts/generator/photos/read-photo.ts): read again, it is the same, and it still encodes.
 */
const headers = suite("photo headers: kept by the photo's bytes, the same when read again");

/** A PNG of its own (noise: no other test's photo has its bytes), `width` by `height`, upright or turned by EXIF. */
const photo = (width: number, height: number, alpha = false) =>
  sharp(randomBytes(width * height * (alpha ? 4 : 3)), { raw: { width, height, channels: alpha ? 4 : 3 } })
    .png()
    .toBuffer();

headers('a header read again is the one sharp read, and the photo opens from it', async () => {
  const bytes = await photo(40, 30, true);
  const first = await readPhoto('a.png', bytes);
  const again = await readPhoto('b.png', bytes);
  assert.equal([again.file, again.width, again.height, again.hasAlpha], ['b.png', 40, 30, true]);
  assert.equal([first.width, first.height, first.hasAlpha], [40, 30, true]);
  const { info } = await (await again.open()).raw().toBuffer({ resolveWithObject: true });
  assert.equal([info.width, info.height], [40, 30]);
});

headers('a photo turned by its EXIF orientation is kept upright', async () => {
  const bytes = await sharp(await photo(40, 30))
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  await readPhoto('turned.jpg', bytes);
  const again = await readPhoto('turned.jpg', bytes);
  assert.equal([again.width, again.height], [30, 40]);
});

headers('a file that is no photo is refused each time, never kept', async () => {
  const bytes = randomBytes(64);
  for (let i = 0; i < 2; i++) {
    const error = await readPhoto('noise.jpg', bytes).catch((e: unknown) => e);
    assert.instance(error, PhotoError, `read ${i + 1}`);
  }
});

headers.run();
