import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const runner = suite('npm test: counts that mean what they say');

/** `npm test -- words` here, with `env` over this process's environment. */
const npmTest = (words: string[], env: Record<string, string>) =>
  spawnSync(resolve('node_modules/.bin/tsx'), ['scripts/run-tests.ts', ...words], {
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
  assert.match(summary(result.stdout), /^\d+ passed, 0 failed, [1-9]\d* skipped$/);
  assert.not.match(summary(result.stdout), /^0 passed/);
  assert.is(output.match(/BROWSER TEST FILES SKIPPED|browser test files skipped/gi)?.length, 1);
  assert.match(output, 'CHROME_PATH');
  assert.match(output, 'apt-get install chromium');
  assert.is(result.status, 0);
});

runner('with CI=true and no Chromium, one clear line, the summary still last, and a failing exit', () => {
  const result = withoutChromium(true, ['test/routes.test.ts', 'test/browser/no-js.test.ts']);
  const output = result.stdout + result.stderr;
  assert.match(summary(result.stdout), /^\d+ passed, 0 failed, [1-9]\d* skipped$/);
  assert.is(output.match(/CHROME_PATH/g)?.length, 1, output);
  assert.not.match(output, /^\s+at /m, 'no stack trace');
  assert.is(result.status, 1);
});

runner('without the headless shell, the browser tests run in full Chromium, said once', () => {
  const result = npmTest(['test/browser/portfolio-images.test.ts'], {
    CHROME_HEADLESS_SHELL_PATH: '/nonexistent/shell',
    CI: 'true',
  });
  const output = result.stdout + result.stderr;
  assert.match(summary(result.stdout), /^[1-9]\d* passed, 0 failed, 0 skipped$/, output);
  assert.is(output.match(/CHROME_HEADLESS_SHELL_PATH/g)?.length, 1, output);
  assert.match(output, 'apt-get install chromium-headless-shell');
  assert.is(result.status, 0);
});

runner.run();
