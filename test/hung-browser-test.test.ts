import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { failWhenHung } from './helpers/browser';

const hung = suite('browser tests: a test that hangs is stopped, not its whole file');
const never = new Promise(() => {});
/** What a guarded test failed with, or null. */
const failure = (run: Promise<void>) =>
  run.then(
    () => null,
    (e: Error) => e,
  );

hung('a hung first run is given up, its pages closed, and the test run once more', async () => {
  const runs: string[] = [];
  const guarded = failWhenHung(
    'once',
    async () => {
      runs.push('run');
      if (runs.length === 1) await never;
    },
    async () => void runs.push('pages closed'),
    50,
  );
  await guarded(undefined);
  assert.equal(runs, ['run', 'pages closed', 'run']);
});

hung('a test that hangs twice fails, naming itself and how long it waited', async () => {
  const guarded = failWhenHung(
    'always',
    () => never,
    async () => {},
    50,
  );
  const error = await failure(guarded(undefined));
  assert.is(error?.message, 'always: no end after 0.05 s');
});

hung('a failure is a failure at once, never run again', async () => {
  let runs = 0;
  const guarded = failWhenHung(
    'fails',
    () => {
      runs++;
      throw new Error('wrong text');
    },
    async () => {},
    50,
  );
  const error = await failure(guarded(undefined));
  assert.is(error?.message, 'wrong text');
  assert.is(runs, 1);
});

hung.run();
