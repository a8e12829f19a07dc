import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import wywInJS from '@wyw-in-js/esbuild';
import type { BuildOptions, OnLoadResult, Plugin, PluginBuild } from 'esbuild';
import { siteDefines, type SiteEnv } from './site-env';

export type Mode = 'production' | 'development';

/** Linaria's transform of each file, by path and content hash (kept between dev rebuilds). */
export type TransformCache = Map<string, { hash: string; result: OnLoadResult | null | undefined }>;

/**
 * Options both bundles share. Linaria is extracted by @wyw-in-js/esbuild, the
 * maintained successor of @linaria/esbuild (which, with Linaria 6 and later,
 * builds without error and without CSS). Its filter must not match .mjs, and
 * its own pre-compile needs the automatic JSX runtime.
 */
export function sharedOptions(mode: Mode, env: SiteEnv, cache?: TransformCache): BuildOptions {
  const linaria = wywInJS({
    filter: /\.(tsx?|jsx?)$/,
    esbuildOptions: { jsx: 'automatic' },
    sourceMap: false,
    prefixer: false,
    // Modules that styles import (theme, content) are evaluated by Babel, which must read TypeScript.
    babelOptions: { presets: ['@babel/preset-typescript'] },
  });
  return {
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode), ...siteDefines(env) },
    logLevel: 'silent',
    write: false,
    plugins: [cache ? withTransformCache(linaria, cache) : linaria],
  };
}

/**
 * Reuses Linaria's transform of a file whose text has not changed. The
 * transformed JavaScript depends on the file alone (class names are derived
 * from its path), so it is exact; the CSS may miss a change in a value a style
 * imports, which is why the dev server follows up with a build without cache.
 */
function withTransformCache(plugin: Plugin, cache: TransformCache): Plugin {
  return {
    name: `${plugin.name} (cached)`,
    setup(build) {
      const cached: PluginBuild = Object.create(build);
      cached.onLoad = (options, callback) =>
        build.onLoad(options, async (args) => {
          if (args.namespace !== 'file') return callback(args);
          const hash = createHash('sha1')
            .update(await readFile(args.path))
            .digest('hex');
          const hit = cache.get(args.path);
          if (hit?.hash === hash) return hit.result;
          const result = await callback(args);
          cache.set(args.path, { hash, result });
          return result;
        });
      return plugin.setup(cached);
    },
  };
}
