import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { keptDir } from '../../generator/state/cache-dir';

/** A copy of the project to fill with generated posts, sharing node_modules (and so its caches). */
export function scratchSite(): string {
  const dir = mkdtempSync(join(tmpdir(), 'writing-bench-'));
  for (const entry of [
    'build.ts',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
    'src',
    'scripts',
    'static',
    // The build's type check reads scripts/, which imports the test runner's browser settings.
    'test',
  ])
    if (existsSync(entry)) cpSync(entry, join(dir, entry), { recursive: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  return dir;
}

/**
 * Every cache a build derives (compiled posts, the compiler's bundle and its highlighted code blocks,
 * cards, photos and their headers, icons, fonts, transforms and the bundles made of them, the root
 * links read, the kept pages and posts, the up-to-date record), but `keep`.
 */
export function clearCaches(keep: readonly string[] = []): void {
  const caches = [
    'build',
    'posts',
    'compiler',
    'highlight',
    'cards',
    'photos',
    'card-fonts',
    'linaria',
    'font',
  ];
  const more = [
    'icons',
    'photo-headers',
    'placeholders',
    'generator',
    'bundles',
    'root-links',
    'pages',
    'read-posts',
    'typecheck',
  ];
  for (const cache of [...caches, ...more])
    if (!keep.includes(cache)) rmSync(keptDir(cache), { recursive: true, force: true });
}
