import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import type * as Render from '../../src/render';
import { sharedOptions, type Mode } from './esbuild-shared';
import type { SiteEnv } from './site-env';

const cacheDir = 'node_modules/.cache/site-build';

export type ServerBundle = { renderSite: typeof Render.renderSite; css: Uint8Array };

/**
 * Bundles src/render.tsx for Node and loads it. Linaria's CSS for every
 * component, islands included, comes out of this bundle.
 */
export async function bundleServer(mode: Mode, env: SiteEnv): Promise<ServerBundle> {
  const result = await build({
    ...sharedOptions(mode, env),
    entryPoints: ['src/render.tsx'],
    outdir: cacheDir,
    platform: 'node',
    packages: 'external',
    minify: mode === 'production',
  });
  const js = (result.outputFiles ?? []).find((file) => file.path.endsWith('.js'));
  const css = (result.outputFiles ?? []).find((file) => file.path.endsWith('.css'));
  if (!js || !css) throw new Error('The server bundle produced no JavaScript or no CSS');

  // A fresh file name per build: Node caches modules by URL.
  await mkdir(cacheDir, { recursive: true });
  const file = join(cacheDir, `render-${process.pid}-${Date.now()}.mjs`);
  await writeFile(file, js.contents);
  try {
    const module = (await import(pathToFileURL(file).href)) as typeof Render;
    return { renderSite: module.renderSite, css: css.contents };
  } finally {
    await rm(file, { force: true });
  }
}
