import wywInJS from '@wyw-in-js/esbuild';
import type { BuildOptions } from 'esbuild';
import { siteDefines, type SiteEnv } from './site-env';

export type Mode = 'production' | 'development';

/**
 * Options both bundles share. Linaria is extracted by @wyw-in-js/esbuild, the
 * maintained successor of @linaria/esbuild (which, with Linaria 6 and later,
 * builds without error and without CSS). Its filter must not match .mjs, and
 * its own pre-compile needs the automatic JSX runtime.
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
    plugins: [
      wywInJS({
        filter: /\.(tsx?|jsx?)$/,
        esbuildOptions: { jsx: 'automatic' },
        sourceMap: false,
        prefixer: false,
        // Modules that styles import (theme, content) are evaluated by Babel, which must read TypeScript.
        babelOptions: { presets: ['@babel/preset-typescript'] },
      }),
    ],
  };
}
