import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { lockFile } from '../scripts/generator/publishing/build-lock';
import { cacheRoot, keptDir } from '../scripts/generator/state/cache-dir';
import { scriptArgs } from './helpers/npm-script';

const test = suite('npm run clean: every kept file goes, dist/ stays');

/** A project folder holding what builds and tests leave behind, and a built dist/. */
function leftovers() {
  const dir = mkdtempSync(join(tmpdir(), 'clean-'));
  const files = [
    join(keptDir('photos'), 'a.avif'),
    join(keptDir('linaria'), 'b.json'),
    'node_modules/.cache/site-photos/old.avif',
    'dist.next/index.html',
    'test-results/site/index.html',
    'dist/index.html',
  ];
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), 'x');
  }
  return dir;
}

const clean = (cwd: string) =>
  spawnSync(process.execPath, scriptArgs('scripts/clean.ts'), { cwd, encoding: 'utf8' });

test('removes the caches, older versions of them and the scratch folders, and keeps dist/', () => {
  const dir = leftovers();
  const result = clean(dir);
  assert.is(result.status, 0, result.stderr);
  for (const gone of [cacheRoot, 'node_modules/.cache/site-photos', 'dist.next', 'test-results'])
    assert.not.ok(existsSync(join(dir, gone)), `${gone} is removed`);
  assert.ok(existsSync(join(dir, 'dist/index.html')), 'dist/ is kept');
  assert.match(clean(dir).stdout, 'Nothing to remove.');
  rmSync(dir, { recursive: true });
});

test('refuses while a build is running, and removes nothing', () => {
  const dir = leftovers();
  // This process holds the lock of a build of dist/, as a running build does.
  const lock = join(dir, lockFile('dist'));
  mkdirSync(join(lock, '..'), { recursive: true });
  writeFileSync(lock, String(process.pid));
  const result = clean(dir);
  assert.is(result.status, 1);
  assert.match(result.stderr, `A build is running (process ${process.pid})`);
  assert.ok(existsSync(join(dir, keptDir('photos'), 'a.avif')), 'the caches are kept');
  rmSync(dir, { recursive: true });
});

test.run();
