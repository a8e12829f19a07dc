import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BuildOptions, BuildResult } from 'esbuild';
import type * as Render from '../../src/render';

const cacheDir = 'node_modules/.cache/site-build';

/** The site's modules as bundled: the renderer, and the content, theme and routes it used. */
export type Site = typeof Render;
export type ServerBundle = { site: Site; css: Uint8Array };

/** src/render.tsx for Node. Linaria's CSS for every component, islands included, comes out of it. */
export const serverOptions = (shared: BuildOptions, minify: boolean): BuildOptions => ({
  ...shared,
  entryPoints: ['src/render.tsx'],
  outdir: cacheDir,
  platform: 'node',
  packages: 'external',
  minify,
});

/** Loads the bundled renderer. */
export async function loadServer(result: BuildResult): Promise<ServerBundle> {
  const js = (result.outputFiles ?? []).find((file) => file.path.endsWith('.js'));
  const css = (result.outputFiles ?? []).find((file) => file.path.endsWith('.css'));
  if (!js || !css) throw new Error('The server bundle produced no JavaScript or no CSS');

  // A fresh file name per build: Node caches modules by URL.
  await mkdir(cacheDir, { recursive: true });
  const file = join(
    cacheDir,
    `render-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}.mjs`,
  );
  await writeFile(file, js.contents);
  try {
    return { site: (await import(pathToFileURL(file).href)) as Site, css: css.contents };
  } finally {
    await rm(file, { force: true });
  }
}
