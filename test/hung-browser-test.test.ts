import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { failWhenHung } from './helpers/browser';
import { closeServer } from './helpers/close-server';
import { browserCallLog, pendingBrowserCalls } from './helpers/browser-calls';

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
    () => 'waiting on the browser: mouse.move',
  );
  const error = await failure(guarded(undefined));
  assert.is(error?.message, 'always: no end after 0.05 s, waiting on the browser: mouse.move');
});

hung('what a hung test waits on is the browser calls begun and not ended, from Playwright’s log', () => {
  const log = (line: string) => browserCallLog.log('api', 'info', line, [], {});
  assert.is(pendingBrowserCalls(), 'no browser call under way (the test’s own code)');
  log('=> page.goto started');
  log('=> locator.count started');
  log('=> locator.count started');
  log('<= page.goto succeeded');
  log('=> mouse.move started');
  log('<= locator.count failed');
  assert.is(pendingBrowserCalls(), 'waiting on the browser: locator.count, mouse.move');
  log('<= locator.count succeeded');
  log('<= mouse.move succeeded');
  assert.is(pendingBrowserCalls(), 'no browser call under way (the test’s own code)');
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

hung('a test server closes at once, though a client holds a socket that never sent a request', async () => {
  // What a browser does when its first connect is slow: a spare socket, opened and kept idle.
  const server = createServer((_, response) => response.end());
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const spare = connect((server.address() as AddressInfo).port, '127.0.0.1');
  await new Promise((ok) => spare.once('connect', ok));
  const closed = await Promise.race([
    closeServer(server).then(() => true),
    new Promise<false>((late) => setTimeout(() => late(false), 2_000)),
  ]);
  spare.destroy();
  assert.ok(closed, 'the server was still waiting on the idle socket after 2 s');
});

hung.run();
