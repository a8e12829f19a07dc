import type { BuildOptions, Plugin } from 'esbuild';
import { siteDefines, type SiteEnv } from '../checks/site-env';
import { linaria } from './linaria';
import type { TransformCache } from './transform-cache';

export type Mode = 'production' | 'development';

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
 * The plugins of each bundle: Linaria, its transforms made by the renderer's
 * bundle and reused by the browser's (./linaria.ts).
 */
export function linariaPlugins(
  cache: TransformCache,
  minify: boolean,
): { renderer: Plugin[]; browser: Plugin[] } {
  return { renderer: [linaria(cache, 'renderer', minify)], browser: [linaria(cache, 'browser')] };
}
