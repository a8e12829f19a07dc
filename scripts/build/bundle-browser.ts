import type { BuildOptions, BuildResult } from 'esbuild';
import { contentHash, type OutputFile } from './output-files';

/** The token src/islands-loader.ts holds where the islands runtime's file name goes. */
const runtimeToken = '__ISLANDS_RUNTIME__';

/**
 * The browser scripts, minified and content-hashed: the islands loader (named
 * by every page), the islands runtime it imports after `load` (React and the
 * two islands), and the portfolio's not-found switch of 404.html.
 */
export const browserOptions = (shared: BuildOptions, minify: boolean): BuildOptions => ({
  ...shared,
  entryPoints: ['src/islands-loader.ts', 'src/islands-runtime.tsx', 'src/portfolio-not-found.ts'],
  outdir: 'out',
  platform: 'browser',
  minify,
  legalComments: 'none',
});

export type BrowserScripts = {
  islandsLoader: OutputFile;
  islandsRuntime: OutputFile;
  portfolioNotFound: OutputFile;
};

/** Each script as `assets/<its source's name>-<hash>.js`. */
export function readBrowserScripts(result: BuildResult): BrowserScripts {
  // The CSS esbuild extracts here is a subset of the renderer bundle's: only the JS is kept.
  const js = (name: string) => {
    const file = (result.outputFiles ?? []).find((f) => f.path.endsWith(`/${name}.js`));
    if (!file) throw new Error(`The browser bundle produced no ${name}.js`);
    return file.text;
  };
  const output = (stem: string, contents: string) => ({
    path: `assets/${stem}-${contentHash(contents)}.js`,
    contents,
  });
  const islandsRuntime = output('islands-runtime', `//# allFunctionsCalledOnLoad\n${js('islands-runtime')}`);
  const loader = js('islands-loader');
  if (!loader.includes(runtimeToken)) throw new Error(`The islands loader lost its ${runtimeToken} token`);
  const runtimeName = islandsRuntime.path.slice('assets/'.length);
  return {
    // The loader's hash covers the runtime's name, so a new runtime means a new loader.
    islandsLoader: output('islands-loader', loader.replace(runtimeToken, `./${runtimeName}`)),
    islandsRuntime,
    portfolioNotFound: output('portfolio-not-found', js('portfolio-not-found')),
  };
}
