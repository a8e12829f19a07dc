import { resolve } from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';
import { siteDefines, type SiteEnv } from '../checks/site-env';
import { linaria } from './linaria';
import type { TransformCache } from './transform-cache';
import type { Overlay } from '../project-files';

export type Mode = 'production' | 'development';

/** Options both bundles share, but for their plugins (see `linariaPlugins`). */
export const sharedOptions = (mode: Mode, env: SiteEnv): BuildOptions => ({
  // The project's folder as the builder is made: esbuild's service keeps the folder it started in.
  absWorkingDir: process.cwd(),
  bundle: true,
  format: 'esm',
  jsx: 'automatic',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': JSON.stringify(mode), ...siteDefines(env) },
  logLevel: 'silent',
  write: false,
});

const extensions = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

/**
 * The plugins of each bundle: the build's virtual files (../project-files.ts), to which a relative
 * import of a file that exists only in memory resolves (one taken away is refused where it is
 * imported; the Linaria plugin, which loads every module of src/, reads their text); then Linaria,
 * its transforms made by the renderer's bundle and reused by the browser's (./linaria.ts).
 */
export function linariaPlugins(
  cache: TransformCache,
  minify: boolean,
  overlay: () => Overlay = () => new Map(),
): { renderer: Plugin[]; browser: Plugin[] } {
  const files: Plugin = {
    name: 'virtual-files',
    setup: (build) =>
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        const files = overlay();
        if (files.size === 0 || !args.resolveDir) return undefined;
        const base = resolve(args.resolveDir, args.path);
        for (const extension of extensions) {
          const file = files.get(base + extension);
          if (file === null) return { errors: [{ text: `Could not resolve "${args.path}" (taken away)` }] };
          if (file) return { path: base + extension };
        }
      }),
  };
  return {
    renderer: [files, linaria(cache, 'renderer', minify, overlay)],
    browser: [files, linaria(cache, 'browser', false, overlay)],
  };
}
