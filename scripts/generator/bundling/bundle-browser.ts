import { build, type BuildOptions, type BuildResult, type Metafile } from 'esbuild';
import { contentHash, type OutputFile } from '../publishing/output-files';

/**
 * The browser scripts, minified and content-hashed: the islands runtime
 * (React and the two islands), the portfolio's not-found switch of 404.html,
 * and the islands loader every page names, which imports the runtime after
 * `load`. The loader is bundled last, with the runtime's file name defined
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

export type BrowserScripts = {
  islandsLoader: OutputFile;
  islandsRuntime: OutputFile;
  portfolioNotFound: OutputFile;
};

/** The JavaScript esbuild made of `entry`, found by the metafile (the CSS it extracts here is dropped). */
function outputOf(result: BuildResult, entry: string): string {
  const outputs = (result.metafile as Metafile).outputs;
  const path = Object.keys(outputs).find((out) => outputs[out]!.entryPoint === entry && out.endsWith('.js'));
  const file = path && result.outputFiles?.find((output) => output.path.endsWith(`/${path}`));
  if (!file) throw new Error(`The browser bundle produced no JavaScript for ${entry}`);
  return file.text;
}

/** Each script as `assets/<its source's name>-<hash>.js`. */
const output = (stem: string, contents: string): OutputFile => ({
  path: `assets/${stem}-${contentHash(contents)}.js`,
  contents,
});

/** The runtime and the not-found switch from the browser bundle, then the loader that names the runtime. */
export async function readBrowserScripts(
  result: BuildResult,
  shared: BuildOptions,
  minify: boolean,
): Promise<BrowserScripts> {
  const islandsRuntime = output(
    'islands-runtime',
    `//# allFunctionsCalledOnLoad\n${outputOf(result, entries.islandsRuntime)}`,
  );
  const loader = await build({
    ...browserOptions(shared, minify),
    entryPoints: [loaderEntry],
    define: {
      ...shared.define,
      // Relative to the loader, which sits beside it.
      __ISLANDS_RUNTIME__: JSON.stringify(`./${islandsRuntime.path.slice('assets/'.length)}`),
    },
  });
  return {
    islandsLoader: output('islands-loader', outputOf(loader, loaderEntry)),
    islandsRuntime,
    portfolioNotFound: output('portfolio-not-found', outputOf(result, entries.portfolioNotFound)),
  };
}
