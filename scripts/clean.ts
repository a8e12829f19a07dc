/**
 * `npm run clean`: removes every file the build and the tests keep between runs (the caches under
 * node_modules/.cache/site, from older versions too, a build's scratch folders beside dist/, and
 * test-results/ and bench-results/). dist/ is the owner's, and stays. The next build makes it all
 * again, only slower. Refused while a build is running: it would lose its lock and its files.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { runningBuilds } from './generator/publishing/build-lock';
import { cacheRoot } from './generator/state/cache-dir';

const running = existsSync(join(cacheRoot, 'build')) ? runningBuilds() : [];
if (running.length > 0) {
  console.error(`A build is running (process ${running.join(', ')}): stop it, then run npm run clean again.`);
  process.exit(1);
}

const parent = join(cacheRoot, '..');
// Older versions kept each cache in its own folder beside node_modules/.cache/site.
const older = existsSync(parent)
  ? readdirSync(parent)
      .filter((name) => name.startsWith('site-') || name === 'test-durations.json')
      .map((name) => join(parent, name))
  : [];
const removed = [cacheRoot, ...older, 'dist.next', 'dist.previous', 'test-results', 'bench-results'].filter(
  (path) => existsSync(path),
);
for (const path of removed) rmSync(path, { recursive: true, force: true });
console.log(removed.length > 0 ? `Removed ${removed.join(', ')}.` : 'Nothing to remove.');
