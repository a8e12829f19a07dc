import type { BuildOptions, BuildResult } from 'esbuild';
import { contentHash, type OutputFile } from './output-files';

/** The token src/islands-loader.ts holds where the runtime's file name goes. */
const runtimeToken = '__ISLANDS_RUNTIME__';

/**
 * The browser's scripts, minified and content-hashed: the islands' loader
 * (named by every page), the runtime it imports after `load` (React and the
 * two islands), and the small not-found switch of 404.html.
 */
export const clientOptions = (shared: BuildOptions, minify: boolean): BuildOptions => ({
  ...shared,
  entryPoints: ['src/islands-loader.ts', 'src/islands-runtime.tsx', 'src/portfolio-not-found.ts'],
  outdir: 'out',
  platform: 'browser',
  minify,
  legalComments: 'none',
});

export type ClientBundle = { islands: OutputFile; runtime: OutputFile; notFound: OutputFile };

export function readClient(result: BuildResult): ClientBundle {
  // The CSS esbuild extracts here is a subset of the server bundle's: only the JS is kept.
  const js = (name: string) => {
    const file = (result.outputFiles ?? []).find((f) => f.path.endsWith(`/${name}.js`));
    if (!file) throw new Error(`The client bundle produced no ${name}.js`);
    return file.text;
  };
  const output = (stem: string, contents: string) => ({
    path: `assets/${stem}-${contentHash(contents)}.js`,
    contents,
  });
  const runtime = output('islands-runtime', `//# allFunctionsCalledOnLoad\n${js('islands-runtime')}`);
  const loader = js('islands-loader');
  if (!loader.includes(runtimeToken)) throw new Error(`The islands loader lost its ${runtimeToken} token`);
  const runtimeName = runtime.path.slice('assets/'.length);
  return {
    // The loader's hash covers the runtime's name, so a new runtime means a new loader.
    islands: output('islands', loader.replace(runtimeToken, `./${runtimeName}`)),
    runtime,
    notFound: output('not-found', js('portfolio-not-found')),
  };
}
