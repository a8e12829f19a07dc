import type { BuildOptions, BuildResult } from 'esbuild';
import { contentHash, type OutputFile } from './output-files';

/**
 * The browser's scripts, minified and content-hashed: the islands' hydration
 * entry (every page), and the small not-found switch of 404.html.
 */
export const clientOptions = (shared: BuildOptions, minify: boolean): BuildOptions => ({
  ...shared,
  entryPoints: ['src/client.tsx', 'src/portfolio-not-found.ts'],
  outdir: 'out',
  platform: 'browser',
  minify,
  legalComments: 'none',
});

export type ClientBundle = { islands: OutputFile; notFound: OutputFile };

export function readClient(result: BuildResult): ClientBundle {
  // The CSS esbuild extracts here is a subset of the server bundle's: only the JS is kept.
  const js = (name: string) => {
    const file = (result.outputFiles ?? []).find((f) => f.path.endsWith(`/${name}.js`));
    if (!file) throw new Error(`The client bundle produced no ${name}.js`);
    return file.contents;
  };
  const output = (stem: string, contents: Uint8Array) => ({
    path: `assets/${stem}-${contentHash(contents)}.js`,
    contents,
  });
  return {
    islands: output('islands', js('client')),
    notFound: output('not-found', js('portfolio-not-found')),
  };
}
