import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import wywInJS from '@wyw-in-js/esbuild';
import type { BuildOptions, Message, OnLoadResult, Plugin, PluginBuild } from 'esbuild';
import { siteDefines, type SiteEnv } from './site-env';

export type Mode = 'production' | 'development';

/** Linaria's transform of each file, by path and content hash (kept between dev rebuilds). */
export type TransformCache = Map<string, { hash: string; result: OnLoadResult | null | undefined }>;

/**
 * Options both bundles share, but for their plugins (see `linariaPlugins`).
 */
export function sharedOptions(mode: Mode, env: SiteEnv): BuildOptions {
  return {
    bundle: true,
    format: 'esm',
    jsx: 'automatic',
    target: 'es2022',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode), ...siteDefines(env) },
    logLevel: 'silent',
    write: false,
  };
}

/**
 * Linaria is extracted by @wyw-in-js/esbuild, the maintained successor of
 * @linaria/esbuild (which, with Linaria 6 and later, builds without error and
 * without CSS). Its filter must not match .mjs, and its own pre-compile needs
 * the automatic JSX runtime.
 */
const linaria = () =>
  withSourceLocations(
    wywInJS({
      filter: /\.(tsx?|jsx?)$/,
      esbuildOptions: { jsx: 'automatic' },
      sourceMap: false,
      prefixer: false,
      // Modules that styles import (theme, content) are evaluated by Babel, which must read TypeScript.
      babelOptions: { presets: ['@babel/preset-typescript'] },
      // No config files to look for, and no DOM in the evaluation sandbox: styles here read only
      // theme values, and building a happy-dom window for it was most of a cold build.
      configFile: false,
      features: {
        happyDOM: false,
        useBabelConfigs: false,
        dangerousCodeRemover: true,
        globalCache: true,
        softErrors: false,
        useWeakRefInEval: true,
      },
    }),
  );

/**
 * The plugins of each bundle. The renderer's bundle runs Linaria and records
 * its transform of each file in `cache`; the browser's bundle, built after
 * it, takes those transforms as they are and drops their CSS (the renderer's
 * bundle has all of it), so Babel evaluates each style once per build, not
 * twice. Files only the browser loads are transformed by its own Linaria.
 */
export function linariaPlugins(cache: TransformCache): { renderer: Plugin[]; browser: Plugin[] } {
  return { renderer: [withTransformCache(linaria(), cache)], browser: [reuseTransforms(cache), linaria()] };
}

const fileHash = async (path: string) =>
  createHash('sha1')
    .update(await readFile(path))
    .digest('hex');

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
          const hash = await fileHash(args.path);
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

/** The browser bundle's side of `linariaPlugins`: the renderer's transforms, without their CSS. */
function reuseTransforms(cache: TransformCache): Plugin {
  return {
    name: 'linaria transforms of the renderer bundle',
    setup(build) {
      build.onResolve({ filter: /\.wyw\.css$/ }, (args) => ({ path: args.path, namespace: 'dropped-css' }));
      build.onLoad({ filter: /.*/, namespace: 'dropped-css' }, () => ({ contents: '', loader: 'css' }));
      build.onLoad({ filter: /\.(tsx?|jsx?)$/ }, async (args) => {
        const hit = cache.get(args.path);
        if (!hit || hit.hash !== (await fileHash(args.path))) return undefined;
        return hit.result;
      });
    },
  };
}

/**
 * Errors thrown inside Linaria's load step (a syntax error esbuild met while
 * pre-compiling, a Babel error while evaluating styles) are reported by
 * esbuild at the import that loaded the file. This reports them where they are.
 */
function withSourceLocations(plugin: Plugin): Plugin {
  return {
    name: plugin.name,
    setup(build) {
      const located: PluginBuild = Object.create(build);
      located.onLoad = (options, callback) =>
        build.onLoad(options, async (args) => {
          try {
            return await callback(args);
          } catch (error) {
            return { errors: sourceErrors(error, args.path), pluginName: plugin.name };
          }
        });
      return plugin.setup(located);
    },
  };
}

type Thrown = Error & { errors?: Message[]; loc?: { line: number; column: number } };

function sourceErrors(error: unknown, file: string): OnLoadResult['errors'] {
  const thrown = error as Thrown;
  if (thrown.errors?.length)
    return thrown.errors.map((message) => ({
      text: message.text,
      location: message.location && { ...message.location, file: message.location.file || file },
    }));
  // Babel counts columns from 0, as esbuild does; its message repeats the path and position.
  const text = String(thrown.message ?? error)
    .replace(`${file}: `, '')
    .replace(/ \(\d+:\d+\)$/, '')
    .split('\n')[0]!;
  return [
    { text, location: thrown.loc ? { file, line: thrown.loc.line, column: thrown.loc.column } : { file } },
  ];
}
