import { build } from 'esbuild';
import { sharedOptions, type Mode } from './esbuild-shared';
import type { SiteEnv } from './site-env';
import { contentHash, type OutputFile } from './output-files';

/** Bundles the islands' hydration entry for browsers: one minified, content-hashed module. */
export async function bundleClient(mode: Mode, env: SiteEnv): Promise<OutputFile> {
  const result = await build({
    ...sharedOptions(mode, env),
    entryPoints: ['src/client.tsx'],
    outdir: 'out',
    platform: 'browser',
    minify: mode === 'production',
    legalComments: 'none',
  });
  // The CSS esbuild extracts here is a subset of the server bundle's: only the JS is kept.
  const js = (result.outputFiles ?? []).find((file) => file.path.endsWith('.js'));
  if (!js) throw new Error('The client bundle produced no JavaScript');
  return { path: `assets/islands-${contentHash(js.contents)}.js`, contents: js.contents };
}
