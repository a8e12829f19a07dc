import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { allDone } from '../scripts/generator/all-done';

const done = suite('build steps run side by side: a failure waits for the others, then is the failure');
const later = <T>(ms: number, value: T) => new Promise<T>((ok) => setTimeout(() => ok(value), ms));

done('every step done: their values, in order', async () => {
  assert.equal(await allDone([later(20, 'photos'), Promise.resolve(2), later(5, true)]), ['photos', 2, true]);
});

done('a step that fails: the build fails with it only once the slower steps have ended', async () => {
  let slowEnded = false;
  const slow = later(60, null).then(() => (slowEnded = true));
  const failing = later(5, null).then(() => Promise.reject(new Error('IMG_2003.jpg is not an image')));
  const error = await allDone([slow, failing]).then(
    () => null,
    (e: Error) => e,
  );
  assert.is(error?.message, 'IMG_2003.jpg is not an image');
  assert.ok(slowEnded, 'the slower step had ended');
});

done.run();
