import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { siteVariables, type SiteVariables } from '../env';

/**
 * Lets `npm run build` skip a build that would write the same dist/ again. A
 * build records the hash of everything it reads (sources, static files, the
 * build's own code, the lockfile, SITE_URL, BASE_PATH and SITE_HEADERS, the mode, Node's
 * version) and of the dist/ it wrote; the next one is skipped only when both
 * still match, so an edited or damaged dist/ is always rebuilt.
 */
const inputs = [
  'src',
  'static',
  'scripts/build',
  'scripts/env.ts',
  'build.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
const cacheDir = 'node_modules/.cache/site-build';

/** A hash of the files at these paths (folders walked in a fixed order), names and contents. */
function hashTree(paths: readonly string[], hash = createHash('sha256')) {
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name))
          .sort()
      : [path];
    for (const file of files) hash.update(`${file}\0`).update(readFileSync(file));
  }
  return hash;
}

export function inputsHash(mode: string, env: SiteVariables = siteVariables()): string {
  const hash = createHash('sha256').update(
    JSON.stringify([mode, env.SITE_URL ?? '', env.BASE_PATH ?? '', env.SITE_HEADERS ?? '', process.version]),
  );
  return hashTree(inputs, hash).digest('hex');
}

const distHash = (outDir: string) => hashTree([outDir]).digest('hex');
const stampFile = (outDir: string) =>
  join(cacheDir, `${createHash('sha256').update(resolve(outDir)).digest('hex').slice(0, 16)}.json`);

export function isUpToDate(outDir: string, inputs: string): boolean {
  const stamp = stampFile(outDir);
  if (!existsSync(stamp) || !existsSync(outDir)) return false;
  const recorded = JSON.parse(readFileSync(stamp, 'utf8')) as { inputs: string; dist: string };
  return recorded.inputs === inputs && recorded.dist === distHash(outDir);
}

export function recordBuild(outDir: string, inputs: string): void {
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(stampFile(outDir), JSON.stringify({ inputs, dist: distHash(outDir) }));
}
