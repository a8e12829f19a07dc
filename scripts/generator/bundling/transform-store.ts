import { createRequire } from 'node:module';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { sha1, type Keyed, type Transform } from './transform-cache';
import { keptDir } from '../state/cache-dir';
import { writeWhole } from '../state/write-whole';

/**
 * Linaria's transforms on disk, so that a new process (`npm run build`, the dev server's start) does not
 * evaluate again the styles of files that have not changed: Babel's evaluation is most of a build's bundling.
 * A stored transform is found by the file's path and text, and used only while its key (./transform-cache.ts)
 * still holds, as in memory. The tools that make it (the installed Linaria, Babel and esbuild, this plugin's
 * code) are part of the name, so a new Linaria or a change here never reads an old one.
 */
const dir = keptDir('linaria');
const require = createRequire(import.meta.url);

/** The packages that make a transform, as installed, and this plugin's own code. */
const packages = ['@wyw-in-js/transform', '@wyw-in-js/shared', '@linaria/core', '@babel/preset-typescript'];
const ownFiles = ['./linaria.ts', './transform-cache.ts', './transform-store.ts'];
const toolFiles = [
  ...[...packages, 'esbuild'].map((name) => require.resolve(`${name}/package.json`)),
  ...ownFiles.map((file) => new URL(file, import.meta.url).pathname),
];
/** A hash of the tools as installed now: read once per build (./linaria.ts), so an upgrade counts. */
export const toolsHash = () =>
  Promise.all(toolFiles.map((file) => readFile(file))).then((files) => sha1(files.map(sha1).join()));

export const storedAt = (path: string, text: string, tools: string) =>
  join(dir, `${sha1(`${tools}\0${relative(process.cwd(), path)}\0${sha1(text)}`)}.json`);

type Stored = Omit<Transform, 'result'> & { contents: string; loader: string };

/** A source map as the comment esbuild reads at the end of a file it loads: what a transform ends with. */
export function inlineMap(map: string | object | null | undefined): string {
  if (!map) return '';
  const json = typeof map === 'string' ? map : JSON.stringify(map);
  return `\n//# sourceMappingURL=data:application/json;base64,${Buffer.from(json).toString('base64')}\n`;
}
const inlineMapComment = /\n\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\n?$/;

/**
 * Stored, a transform's paths are relative to the project: copies of it share the cache (a copy's
 * tests, a second checkout), and a map that named the copy that made it would send a page's error to
 * a file of another folder.
 */
const fromProject = (path: string) => resolve(path);
const inProject = (path: string) => relative(process.cwd(), path);
const withPaths = ({ dependencies, reads = {} }: Omit<Keyed, 'key'>, change: (path: string) => string) => ({
  dependencies: dependencies.map(change),
  reads: Object.fromEntries(Object.entries(reads).map(([file, names]) => [change(file), names])),
});

/** The transform's code with each of its map's sources changed by `change`. */
function withSources(contents: string, change: (source: string) => string): string {
  const found = inlineMapComment.exec(contents);
  if (!found) return contents;
  const map = JSON.parse(Buffer.from(found[1]!, 'base64').toString('utf8')) as { sources?: string[] };
  map.sources = map.sources?.map(change);
  return contents.slice(0, found.index) + inlineMap(map);
}

/**
 * The variants kept of one file's transform: one per set of values its styles read, newest first.
 * With one, a build of other values (a theme edited, then put back; a copy of the project with
 * another theme sharing this cache) replaced the other's, and every style was evaluated again at
 * each turn: in `npm test`, five builds of scratch copies evaluated all 21 styles each, about 2 s
 * of CPU a build, where two (the template's theme, and the one a test edits) are now kept.
 */
const variantsKept = 4;

/**
 * What a file of the store holds: the variants, or nothing usable (absent, damaged). A damaged file
 * is said once, where it is read for a build, not again where a new variant replaces it.
 */
async function readVariants(file: string, { quiet = false } = {}): Promise<Stored[]> {
  const stored = await readFile(file, 'utf8').catch(() => null);
  if (!stored) return [];
  try {
    const variants = JSON.parse(stored) as Stored[];
    const valid = (v: Stored) => typeof v.key === 'string' && Array.isArray(v.dependencies);
    if (!Array.isArray(variants) || !variants.every(valid)) throw new Error('not a transform');
    return variants;
  } catch {
    if (!quiet) console.warn(`${file}: the stored transform is damaged; making it again.`);
    return [];
  }
}

/**
 * The stored transform of `path` with this text whose key `holds` for the values of this build,
 * if there is one; its paths made this project's.
 */
export async function readStored(
  path: string,
  text: string,
  tools: string,
  holds: (transform: Keyed) => Promise<boolean>,
): Promise<Transform | undefined> {
  for (const variant of await readVariants(storedAt(path, text, tools))) {
    const keyed = { key: variant.key, ...withPaths(variant, fromProject) };
    if (!(await holds(keyed))) continue;
    const result = {
      contents: withSources(variant.contents, fromProject),
      loader: variant.loader as 'ts',
      resolveDir: dirname(path),
    };
    return { ...keyed, result, css: variant.css };
  }
  return undefined;
}

/** Stores a transform, written whole and renamed: a build stopped midway leaves no half file. */
export async function store(path: string, text: string, tools: string, transform: Transform): Promise<void> {
  const file = storedAt(path, text, tools);
  const stored: Stored = {
    key: transform.key,
    ...withPaths(transform, inProject),
    contents: withSources(String(transform.result.contents), inProject),
    loader: transform.result.loader ?? 'ts',
    css: transform.css,
  };
  await mkdir(dir, { recursive: true });
  // Two builds storing at once may each keep their own and lose the other's: a miss, not an error.
  const others = (await readVariants(file, { quiet: true })).filter((variant) => variant.key !== stored.key);
  await writeWhole(file, JSON.stringify([stored, ...others].slice(0, variantsKept)));
}
