import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { dirname } from 'node:path';
import { build, type BuildOptions, type BuildResult, type Metafile, type Plugin } from 'esbuild';
import { existsSync, readFile, readdirSync, type Overlay } from '../project-files';
import { isProjectFile, scriptLoader } from './transform-cache';
import { contentHash, type OutputFile } from '../publishing/output-files';

/**
 * The browser scripts, minified and content-hashed: the islands runtime (React and the two islands),
 * the portfolio's not-found switch of 404.html, and the islands loader every page names, which
 * imports the runtime after `load`. The loader is bundled last, with the runtime's file name defined
 * into it, so its own hash covers that name.
 */
const entries = {
  islandsRuntime: 'src/browser/islands-runtime.tsx',
  portfolioNotFound: 'src/browser/portfolio-not-found.ts',
} as const;
const loaderEntry = 'src/browser/islands-loader.ts';

export const browserOptions = (shared: BuildOptions, minify: boolean): BuildOptions => ({
  ...shared,
  entryPoints: Object.values(entries),
  outdir: 'out',
  platform: 'browser',
  minify,
  legalComments: 'none',
  metafile: true,
});

export type BrowserScripts = Record<'islandsLoader' | 'islandsRuntime' | 'portfolioNotFound', OutputFile>;

/** The JavaScript esbuild made of `entry`, found by the metafile (the CSS it extracts here is dropped). */
function outputOf(result: BuildResult, entry: string): string {
  const outputs = (result.metafile as Metafile).outputs;
  const path = Object.keys(outputs).find((out) => outputs[out]!.entryPoint === entry && out.endsWith('.js'));
  const file = path && result.outputFiles?.find((output) => output.path.endsWith(`/${path}`));
  if (!file) throw new Error(`The browser bundle produced no JavaScript for ${entry}`);
  return file.text;
}

const output = (stem: string, contents: string): OutputFile => ({
  path: `assets/${stem}-${contentHash(contents)}.js`,
  contents,
});

/**
 * The runtime and the not-found switch from the browser bundle, then the loader that names the
 * runtime; with the files all three were made from (`inputs`, as the project names them).
 */
export async function readBrowserScripts(
  result: BuildResult,
  shared: BuildOptions,
  minify: boolean,
  overlay: Overlay = new Map(),
): Promise<{ scripts: BrowserScripts; inputs: string[] }> {
  const runtime = `//# allFunctionsCalledOnLoad\n${outputOf(result, entries.islandsRuntime)}`;
  const islandsRuntime = output('islands-runtime', runtime);
  const loader = await build({
    ...browserOptions(shared, minify),
    plugins: [virtualFiles(overlay)],
    entryPoints: [loaderEntry],
    define: {
      ...shared.define,
      // Relative to the loader, which sits beside it.
      __ISLANDS_RUNTIME__: JSON.stringify(`./${islandsRuntime.path.slice('assets/'.length)}`),
    },
  });
  const scripts = {
    islandsLoader: output('islands-loader', outputOf(loader, loaderEntry)),
    islandsRuntime,
    portfolioNotFound: output('portfolio-not-found', outputOf(result, entries.portfolioNotFound)),
  };
  // Files only: the CSS modules of Linaria's namespace are dropped from these scripts.
  const inputs = [result, loader].flatMap((made) => Object.keys((made.metafile as Metafile).inputs));
  return { scripts, inputs: [...new Set(inputs)].filter((input) => !input.includes(':')) };
}

/** The loader as this build has it: a virtual file's text (../project-files.ts), else the disk's. */
const virtualFiles = (overlay: Overlay): Plugin => ({
  name: 'virtual-files',
  setup: (build) =>
    build.onLoad({ filter: /\.[jt]sx?$/ }, (args) => {
      const file = overlay.get(args.path);
      return file ? { contents: file, loader: scriptLoader(args.path) } : undefined;
    }),
});

/**
 * What the browser scripts were made from, as this build has it: the text of each of the project's
 * files, the names beside each (a new file there can take an import's place), and each package
 * file's size and time. The same key, the same scripts: the bundle's options are the builder's own,
 * and its tools do not change while it runs.
 */
export async function inputsKey(inputs: string[]): Promise<string> {
  const hash = createHash('sha1');
  const folders = new Set<string>();
  for (const input of inputs) {
    hash.update(`${input}\0`);
    if (!isProjectFile(input)) {
      const { size, mtimeMs } = statSync(input, { throwIfNoEntry: false }) ?? { size: -1, mtimeMs: -1 };
      hash.update(`${size} ${mtimeMs}\0`);
      continue;
    }
    folders.add(dirname(input));
    hash.update(await readFile(input).catch(() => Buffer.from('\0missing')));
  }
  // A folder gone (one a test's files had only in memory) is a change, not a failure.
  for (const folder of [...folders].sort())
    hash.update(`${folder}\0${existsSync(folder) ? readdirSync(folder).sort().join('\0') : '\0missing'}`);
  return hash.digest('hex');
}
