import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { lockFile, withBuildLock } from '../scripts/generator/publishing/build-lock';
import { waitFor, within } from './helpers/wait';

const lock = suite('build lock: one build of a folder at a time');
const outDir = join(mkdtempSync(join(tmpdir(), 'build-lock-')), 'dist');
lock.after(() => rmSync(join(outDir, '..'), { recursive: true, force: true }));

lock('a second build waits for the first, saying so once, and never runs beside it', async () => {
  const events: string[] = [];
  const said: string[] = [];
  let releaseFirst = () => {};
  const first = withBuildLock(outDir, async () => {
    events.push('first starts');
    await new Promise<void>((done) => (releaseFirst = done));
    events.push('first ends');
  });
  const second = withBuildLock(
    outDir,
    async () => void events.push('second starts'),
    (line) => said.push(line),
  );
  await waitFor(() => said.length > 0, 10_000, 'the second build to say it waits');
  assert.equal(events, ['first starts'], 'it waits while the first holds the lock');
  releaseFirst();
  await Promise.all([first, second]);
  assert.equal(events, ['first starts', 'first ends', 'second starts']);
  assert.is(said.length, 1, said.join('\n'));
  assert.match(said[0]!, `Another build of ${outDir}/ is running (process ${process.pid}): waiting`);
  assert.not.ok(existsSync(lockFile(outDir)), 'released');
});

lock('a lock left by a process that is gone (a build killed) is taken over', async () => {
  // The id of a process that has ended.
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  }).stdout;
  writeFileSync(lockFile(outDir), gone);
  const said: string[] = [];
  const ran = await within(
    withBuildLock(
      outDir,
      async () => true,
      (line) => said.push(line),
    ),
    10_000,
    'the stale lock to be taken over',
  );
  assert.ok(ran);
  assert.equal(said, []);
});

lock('a build that fails releases the lock', async () => {
  await withBuildLock(outDir, async () => {
    throw new Error('the build failed');
  }).catch(() => {});
  assert.not.ok(existsSync(lockFile(outDir)));
});

lock.run();
