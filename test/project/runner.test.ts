import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { projectCopy } from '../helpers/project';
import { stampFile } from '../../scripts/generator/publishing/up-to-date';
import { testSiteDir } from '../runner/test-site';

const runner = suite('npm test: counts that mean what they say');

/** `npm test -- words` here, with `env` over this process's environment. */
const npmTest = (words: string[], env: Record<string, string>) =>
  spawnSync(resolve('node_modules/.bin/tsx'), ['test/runner/run-tests.ts', ...words], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
    timeout: 120_000,
  });

/** `npm test -- words` with Chromium nowhere to be found. */
const withoutChromium = (ci: boolean, words: string[]) =>
  npmTest(words, { CHROME_PATH: '/nonexistent/chromium', CI: ci ? 'true' : '' });

const summary = (output: string) => output.trim().split('\n').at(-1)!;

runner('without Chromium, browser tests are counted as skipped and said so once', () => {
  const result = withoutChromium(false, ['test/routes.test.ts', 'test/browser/no-js.test.ts']);
  const output = result.stdout + result.stderr;
  assert.match(summary(result.stdout), /^\d+ passed, 0 failed, [1-9]\d* skipped$/, output);
  assert.not.match(summary(result.stdout), /^0 passed/);
  assert.is(output.match(/BROWSER TEST FILES SKIPPED|browser test files skipped/gi)?.length, 1);
  assert.match(output, 'CHROME_PATH');
  assert.match(output, 'apt-get install chromium');
  assert.is(result.status, 0);
});

runner('with CI=true and no Chromium, one clear line, the summary still last, and a failing exit', () => {
  const result = withoutChromium(true, ['test/routes.test.ts', 'test/browser/no-js.test.ts']);
  const output = result.stdout + result.stderr;
  assert.match(summary(result.stdout), /^\d+ passed, 0 failed, [1-9]\d* skipped$/, output);
  assert.is(output.match(/CHROME_PATH/g)?.length, 1, output);
  assert.not.match(output, /^\s+at /m, 'no stack trace');
  assert.is(result.status, 1);
});

runner('without the headless shell, the browser tests run in full Chromium, said once', () => {
  // One page load on a clock the test moves: a file of six loads took 2 s more of full Chromium's CPU.
  const result = npmTest(['test/browser/headline-hover.test.ts'], {
    CHROME_HEADLESS_SHELL_PATH: '/nonexistent/shell',
    CI: 'true',
  });
  const output = result.stdout + result.stderr;
  assert.match(summary(result.stdout), /^[1-9]\d* passed, 0 failed, 0 skipped$/, output);
  assert.is(output.match(/CHROME_HEADLESS_SHELL_PATH/g)?.length, 1, output);
  assert.match(output, 'apt-get install chromium-headless-shell');
  assert.is(result.status, 0);
});

/** Test files written for the runner to count: what each holds is what the summary must say. */
const fixtures = {
  'mixed.test.ts': `import { suite } from 'uvu';
import * as assert from 'uvu/assert';
const mixed = suite('mixed');
mixed('passes', () => {});
mixed('fails an assertion', () => assert.is(1, 2));
mixed('throws', () => { throw new Error('boom'); });
mixed.skip('is skipped', () => {});
mixed.skip('is skipped too', () => {});
mixed.run();`,
  'crash.test.ts': `import { suite } from 'uvu';
const never = suite('never runs');
never('would pass', () => {});
never.run();
throw new Error('crashed while loading');`,
  'hang.test.ts': `import { suite } from 'uvu';
const first = suite('first');
first('passes', () => {});
first.run();
const second = suite('second');
second('never ends', () => new Promise(() => setInterval(() => {}, 1000)));
second.run();`,
  'exits.test.ts': `import { test } from 'uvu';
test('ends the process', () => process.exit(0));
test.run();`,
  // The unit files of a worker share its process: what one leaves, the next must not see.
  'leaves-state.test.ts': `import { test } from 'uvu';
test('leaves a variable, a folder and an exit code', () => {
  process.env.LEFT_BY_A_TEST = '1';
  process.chdir('src');
  process.exitCode = 2;
});
test.run();`,
  'starts-clean.test.ts': `import { test } from 'uvu';
import * as assert from 'uvu/assert';
test('starts as the process did', () => {
  assert.is(process.env.LEFT_BY_A_TEST, undefined);
  assert.ok(!process.cwd().endsWith('src'), process.cwd());
});
test.run();`,
};

runner(
  "counts are uvu's own: passes, failures and skips; a crash, an exit, a hang and an exit code are failures; each file starts clean",
  () => {
    // With the owner's posts, so that its inputs are this project's: an owner's post left out made
    // the copy build its site again (on a copy with a post and photos of its own, the file took
    // 16.3-16.8 s of CPU so, 15.3 s now).
    const dir = projectCopy({ writing: true });
    try {
      // The runner builds the test site first: the copy gets this project's, up to date, and its record.
      cpSync(testSiteDir, join(dir, testSiteDir), { recursive: true });
      copyFileSync(stampFile(resolve(testSiteDir)), stampFile(join(realpathSync(dir), testSiteDir)));
      mkdirSync(join(dir, 'test'), { recursive: true });
      for (const [name, source] of Object.entries(fixtures)) writeFileSync(join(dir, 'test', name), source);
      const result = spawnSync(resolve('node_modules/.bin/tsx'), ['test/runner/run-tests.ts'], {
        cwd: dir,
        encoding: 'utf8',
        // One worker: the files run in turn, each unit file in the process of the one before.
        env: { ...process.env, TEST_FILE_TIMEOUT: '4000', TEST_JOBS: '1', CI: '' },
        timeout: 120_000,
      });
      const output = result.stdout + result.stderr;
      assert.not.match(output, 'The build failed', output);
      assert.match(output, 'FAIL test/mixed.test.ts (1 passed, 2 failed, 2 skipped');
      assert.match(output, 'FAIL test/crash.test.ts (0 passed, 1 failed, 0 skipped');
      assert.match(output, 'crashed while loading');
      // The suite that finished keeps its count; the one that never ends is one failure.
      assert.match(output, 'FAIL test/hang.test.ts (1 passed, 1 failed, 0 skipped');
      assert.match(output, 'test/hang.test.ts: still running after 4 s; stopped.');
      assert.match(output, 'FAIL test/exits.test.ts (0 passed, 1 failed, 0 skipped');
      // What ended a process may be left by a file before: those are named.
      assert.match(output, '(the process ran before it: test/crash.test.ts)');
      assert.match(output, 'FAIL test/leaves-state.test.ts (1 passed, 1 failed, 0 skipped');
      assert.match(output, 'test/leaves-state.test.ts set the exit code to 2.');
      assert.match(output, 'ok   test/starts-clean.test.ts (1 passed, 0 failed, 0 skipped');
      assert.is(summary(result.stdout), '4 passed, 6 failed, 2 skipped');
      assert.is(result.status, 1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);

runner.run();
