import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { siteVariables, type SiteVariables } from '../env';
import type { LocatedProblem } from './located-error';

/**
 * Lets `npm run build` skip a build that would write the same dist/ again. A
 * build records the hash of everything it reads (sources, static files, the
 * build's own code, the lockfile, SITE_URL, BASE_PATH and SITE_HEADERS, the mode, Node's
 * version) and of the dist/ it wrote; the next one is skipped only when both
 * still match, so an edited or damaged dist/ is always rebuilt. It records
 * too what of the template was still in, which depends on those inputs only,
 * so that a skipped build lists it as the build did.
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

type Stamp = { inputs: string; dist: string; leftovers?: LocatedProblem[] };

/** The record of the last build when dist/ is as it left it and its inputs are unchanged. */
export function upToDate(outDir: string, inputs: string): { leftovers: LocatedProblem[] } | undefined {
  const stamp = stampFile(outDir);
  if (!existsSync(stamp) || !existsSync(outDir)) return undefined;
  const recorded = JSON.parse(readFileSync(stamp, 'utf8')) as Stamp;
  if (recorded.inputs !== inputs || recorded.dist !== distHash(outDir) || !recorded.leftovers)
    return undefined;
  return { leftovers: recorded.leftovers };
}

export function recordBuild(outDir: string, inputs: string, leftovers: LocatedProblem[]): void {
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(
    stampFile(outDir),
    JSON.stringify({ inputs, dist: distHash(outDir), leftovers } satisfies Stamp),
  );
}
