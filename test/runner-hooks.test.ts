import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runTestFile } from './helpers/test-file';
import { compileTests } from './runner/test-compile';

const hooks = suite('npm test: a suite whose `before` hook throws');

hooks('its tests count as failed, and the error is shown with the suite', async () => {
  // Inside the project, so that the file finds uvu as a test file does.
  const dir = join('test-results', 'runner-hooks');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'before-throws.test.ts');
  writeFileSync(
    file,
    [
      "import { suite } from 'uvu';",
      "const s = suite('a suite');",
      "s.before(() => { throw new Error('the fixture could not be made: no-such-photo.jpg'); });",
      "s('one', () => {});",
      "s('two', () => {});",
      's.run();',
    ].join('\n'),
  );
  try {
    const compiled = (await compileTests([file])).get(file)!;
    assert.ok(compiled.ok, 'compiled as npm test compiles a test file');
    const { counts, output } = await runTestFile(compiled.path);
    assert.is(counts.failed, 2);
    assert.is(counts.passed, 0);
    assert.match(output, 'the fixture could not be made: no-such-photo.jpg');
    assert.match(output, 'before-throws.test');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

hooks.run();
