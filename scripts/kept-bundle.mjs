/**
 * TypeScript entries bundled by esbuild into plain JavaScript that Node runs as it is, kept until a
 * file they are made from changes (`npm run build` runs scripts/generator/cli.ts so, and the build's
 * processes on other cores their script: scripts/build.mjs).
 *
 * Why: a loader such as tsx hooks every module a process loads, at about a millisecond each off the
 * main thread in Node 20. Starting the build through tsx took 1.10-1.13 s before its first step; from
 * the kept bundle, 0.48-0.51 s. Plain JavaScript, so that nothing has to load before it.
 *
 * The bundle is never stale: each start hashes every file the last bundle was made from (their
 * contents, not their times, which a copy or a checkout may keep), and bundles again when one differs.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';

const launcher = readFileSync(new URL(import.meta.url), 'utf8');

/** Shared by every copy of the project that links the same node_modules (the tests' copies do). */
/** A kind of kept file's folder under `root`, as scripts/generator/state/cache-dir.ts names it. */
export const keptDirOf = (root, kind) => join(root, 'node_modules', '.cache', 'site', kind);
const cacheDirOf = (root) => keptDirOf(root, 'generator');

/** A bundle no start has used for this long is removed (a start refreshes its bundle's time). */
const unusedFor = 60 * 60 * 1000;

const sha256 = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** The version of a bundle made from `inputs` (paths relative to `root`), or undefined if one is gone. */
function versionOf(root, inputs) {
  try {
    return sha256(launcher, ...inputs.flatMap((input) => [input, readFileSync(join(root, input))]));
  } catch {
    return undefined;
  }
}

/**
 * The folder of the bundle of `entries` (each a name and a source file relative to `root`, the
 * project; the bundle has `<name>.mjs` for each), made now if no kept one is made from the files as
 * they are. Throws esbuild's error, with its messages, when they do not compile.
 */
export async function keptBundle(entries, root = process.cwd()) {
  const cacheDir = cacheDirOf(root);
  const recordFile = join(cacheDir, `${sha256(resolve(root), JSON.stringify(entries)).slice(0, 16)}.json`);
  const record = readRecord(recordFile);
  if (record && existsSync(record.out) && versionOf(root, record.inputs) === record.version) {
    touch(record.out);
    return record.out;
  }
  const { build } = await import('esbuild');
  const temporary = join(cacheDir, `.${process.pid}-${Date.now()}`);
  const { metafile } = await build({
    entryPoints: entries,
    absWorkingDir: resolve(root),
    outdir: resolve(temporary),
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]', // beside the entries: a module finds another entry by its own folder
    splitting: true, // what the entry loads by import() (the whole build) waits until it does
    bundle: true,
    packages: 'external', // resolved by Node from the bundle's place, inside this project's node_modules
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    banner: { js: "import { pathToFileURL as __projectFileUrl } from 'node:url';" },
    // In the project the build runs in (Node starts it there), so that copies of the project share one bundle.
    plugins: [
      ownImportMetaUrl((path) => {
        const file = relative(root, path).split('\\').join('/');
        return `__projectFileUrl(${JSON.stringify(file)}).href`;
      }),
    ],
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(metafile.inputs).sort();
  const version = versionOf(root, inputs);
  const dir = join(cacheDir, version.slice(0, 16));
  if (existsSync(dir))
    rmSync(temporary, { recursive: true, force: true }); // made by another start
  else renameSync(temporary, dir); // whole or not at all
  removeUnused(cacheDir, dir);
  const out = resolve(dir);
  const written = `${recordFile}.${process.pid}`;
  await writeFile(written, JSON.stringify({ version, inputs, out }));
  renameSync(written, recordFile);
  return out;
}

/**
 * An esbuild plugin by which each bundled module keeps its own `import.meta.url`, so that the paths
 * made from it (a process's script beside it, a `createRequire`, its own text) point where they do in
 * the sources: `urlOf(path)` is the expression put in its place in the TypeScript file at `path` (the
 * tests' bundles use it too: test/runner/test-compile.ts).
 */
export const ownImportMetaUrl = (urlOf) => ({
  name: 'own import.meta.url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, (args) => ({
      contents: readFileSync(args.path, 'utf8').replaceAll('import.meta.url', urlOf(args.path)),
      loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
});

function readRecord(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function touch(dir) {
  const now = new Date();
  try {
    utimesSync(dir, now, now);
  } catch {} // removed meanwhile: the next start bundles again
}

function removeUnused(cacheDir, current) {
  mkdirSync(cacheDir, { recursive: true });
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (path === current || name.endsWith('.json')) continue;
    try {
      if (Date.now() - statSync(path).mtimeMs > unusedFor) rmSync(path, { recursive: true, force: true });
    } catch {} // removed by another start
  }
}
