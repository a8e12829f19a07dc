import { build } from 'esbuild';
import { sharedOptions, type Mode } from './esbuild-shared';
import type { SiteEnv } from './site-env';
import { contentHash, type OutputFile } from './output-files';

/**
 * Bundles the browser's scripts, minified and content-hashed: the islands'
 * hydration entry (every page), and the small not-found switch of 404.html.
 */
export async function bundleClient(
  mode: Mode,
  env: SiteEnv,
): Promise<{ islands: OutputFile; notFound: OutputFile }> {
  const result = await build({
    ...sharedOptions(mode, env),
    entryPoints: ['src/client.tsx', 'src/portfolio-not-found.ts'],
    outdir: 'out',
    platform: 'browser',
    minify: mode === 'production',
    legalComments: 'none',
  });
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
