/**
 * An esbuild plugin for the test files' bundles, which Node runs: each module keeps its own
 * `import.meta.url`, so the paths made from it (a worker beside its script, a `createRequire`) point
 * where they do in the sources. `entry`, if given, keeps the bundle's: its check of whether it is the
 * script Node was asked to run.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';

export const ownImportMetaUrl = (entry?: string): Plugin => ({
  name: 'own import.meta.url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        contents:
          entry && resolve(entry) === args.path
            ? source
            : source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
});
