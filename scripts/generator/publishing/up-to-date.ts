import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { writeWholeSync } from '../state/write-whole';
import { siteVariables, type SiteVariables } from '../../env';
import type { LocatedProblem } from '../errors/located-error';
import { sha256Of, type OutputFile } from './output-files';
import { isLinkToFile } from './read-static';
import { folderKey, keptDir } from '../state/cache-dir';

/**
 * Lets `npm run build` skip a build that would write the same dist/ again. A build records the hash of
 * everything it reads (sources, static files, its own code, the lockfile, the environment, the mode, Node's
 * version) and of the files it meant to write (not of what dist/ held after, which another process could
 * have changed): an edited, damaged or incomplete dist/ is always rebuilt. It records too what of the
 * template was still in, which depends on those inputs only, for a skipped build to list it again.
 */
const inputs =
  'src static scripts/generator scripts/env.ts build.ts package.json package-lock.json tsconfig.json';
const cacheDir = keptDir('build');

/** A file, or a link to one (a photo linked from elsewhere is read, so its target counts). */
const isFileOrLinkToOne = (entry: Dirent) =>
  entry.isFile() || (entry.isSymbolicLink() && isLinkToFile(join(entry.parentPath, entry.name)));

/** The files at `paths`, in order (folders walked; files `keep` takes). */
function filesAt(paths: readonly string[], keep: (file: string) => boolean = () => true): string[] {
  return paths.flatMap((path) => {
    if (!existsSync(path)) return [];
    if (!statSync(path).isDirectory()) return [path];
    return readdirSync(path, { withFileTypes: true, recursive: true })
      .filter(isFileOrLinkToOne)
      .map((entry) => join(entry.parentPath, entry.name))
      .filter(keep)
      .sort();
  });
}

/** A hash of the names and contents of the files at `paths` (folders walked in order; files `keep` takes). */
export function hashTree(
  paths: readonly string[],
  hash = createHash('sha256'),
  keep: (file: string) => boolean = () => true,
) {
  for (const file of filesAt(paths, keep)) hash.update(`${file}\0`).update(readFileSync(file));
  return hash;
}

/**
 * A hash of the names of the files in `outDir` and of each one's SHA-256: a build works it out from
 * the hashes it has of what it wrote, without reading again the files it copied from the cache.
 */
const distHash = (outDir: string) =>
  listHash(
    filesAt([outDir]).map((file) => [file, createHash('sha256').update(readFileSync(file)).digest('hex')]),
  );
const listHash = (files: [path: string, sha256: string][]) => {
  const hash = createHash('sha256');
  for (const [path, sha256] of files) hash.update(`${path}\0${sha256}\0`);
  return hash.digest('hex');
};

/** The hash `distHash(outDir)` gives once these files are written to `outDir`. */
function outputHash(outDir: string, files: readonly OutputFile[]) {
  const byPath = new Map(files.map((file) => [join(outDir, file.path), file]));
  return listHash([...byPath.keys()].sort().map((path) => [path, sha256Of(byPath.get(path)!)]));
}

/** The hash of everything a build of the project at `root` in `mode` with `env` reads. */
export function inputsHash(mode: string, env: SiteVariables = siteVariables(), root = '.'): string {
  const settings = [mode, env.SITE_URL ?? '', env.BASE_PATH ?? '', env.SITE_HEADERS ?? '', process.version];
  const paths = inputs.split(' ').map((path) => join(root, path));
  return hashTree(paths, createHash('sha256').update(JSON.stringify(settings))).digest('hex');
}

export const stampFile = (outDir: string) => join(cacheDir, `${folderKey(outDir)}.json`);

type Stamp = { inputs: string; dist: string; leftovers: LocatedProblem[]; languages?: string };
const isStamp = (value: unknown): value is Stamp =>
  typeof (value as Stamp | null)?.inputs === 'string' &&
  typeof (value as Stamp).dist === 'string' &&
  Array.isArray((value as Stamp).leftovers);

/**
 * The record of the last build when it was of these inputs and `outDir` holds exactly what it wrote (what of
 * the template was still in), else undefined.
 */
export function upToDate(
  outDir: string,
  inputs: string,
  say: (line: string) => void = (line) => console.warn(line),
): { leftovers: LocatedProblem[]; languages?: string } | undefined {
  const stamp = stampFile(outDir);
  if (!existsSync(stamp) || !existsSync(outDir)) return undefined;
  let recorded: unknown;
  try {
    recorded = JSON.parse(readFileSync(stamp, 'utf8'));
  } catch {}
  if (!isStamp(recorded)) {
    say(`${stamp}: the last build's record is damaged (not the JSON it writes); building again.`);
    return undefined;
  }
  const same = recorded.inputs === inputs && recorded.dist === distHash(outDir);
  return same ? { leftovers: recorded.leftovers, languages: recorded.languages } : undefined;
}

/** Records a build of `inputs` that wrote `files` to `outDir`, written whole then renamed. */
export function recordBuild(
  outDir: string,
  inputs: string,
  files: readonly OutputFile[],
  leftovers: LocatedProblem[],
  /** What the build said of the site's languages (../checks/language-status.ts), said again while up to date. */
  languages?: string,
): void {
  mkdirSync(cacheDir, { recursive: true });
  const stamp: Stamp = { inputs, dist: outputHash(outDir, files), leftovers, languages };
  writeWholeSync(stampFile(outDir), JSON.stringify(stamp));
}
