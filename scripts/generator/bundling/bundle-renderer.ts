import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform, type BuildOptions, type BuildResult } from 'esbuild';
import type * as Render from '../../../src/render/render';
import { keptDir } from '../state/cache-dir';

const cacheDir = keptDir('build');

/** The renderer as bundled: it renders the pages, and hands the build the content, theme and routes it used. */
export type Renderer = typeof Render;

/** src/render/render.tsx for Node. Linaria's CSS for every component, islands included, comes out of it. */
export const rendererOptions = (shared: BuildOptions): BuildOptions => ({
  ...shared,
  entryPoints: ['src/render/render.tsx'],
  outdir: cacheDir,
  platform: 'node',
  packages: 'external',
  // Not minified: its code keeps its names, and its source map (read by Node, see loadRenderer) its
  // files and lines, so a page that throws names the component, the file of src/ and the line.
  // Its CSS is minified file by file (./linaria.ts, loadRenderer).
  sourcemap: 'inline',
  sourcesContent: false,
  // The files it was made from (./kept-bundles.ts).
  metafile: true,
});

/** The renderer's code and CSS as bundled, and `output`, a hash of both: the pages' key (../pages/page-memo.ts). */
export type RendererCode = { js: string; css: string; output: string };

export function rendererCode(result: BuildResult): RendererCode {
  const [js, css] = ['.js', '.css'].map((end) => result.outputFiles?.find((file) => file.path.endsWith(end)));
  if (!js || !css) throw new Error('The renderer bundle produced no JavaScript or no CSS');
  return { js: js.text, css: css.text, output: [js, css].map((file) => file.hash).join(' ') };
}

/**
 * The renderer bundled (`code`), loaded with `posts`, the module `site:posts` (the posts' fields as
 * JSON, ../writing/posts-plugin.ts), and its CSS; with the posts' fields every page read while it loaded.
 */
export async function loadRenderer({ js, css }: RendererCode, minify: boolean, posts: string) {
  // A fresh file name per build: Node caches modules by URL.
  await mkdir(cacheDir, { recursive: true });
  const unique = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const file = join(cacheDir, `render-${unique}.mjs`);
  const postsFile = join(cacheDir, `render-${unique}-posts.mjs`);
  await writeFile(postsFile, `export const posts = ${posts};\n`);
  const postsUrl = JSON.stringify(pathToFileURL(postsFile).href);
  await writeFile(
    file,
    js.replace('from "site:posts"', () => `from ${postsUrl}`),
  );
  // Stack traces through the bundle then name the sources' files and lines.
  process.setSourceMapsEnabled(true);
  // React (external to the bundle) picks its build by NODE_ENV when first loaded: the production
  // build renders the pages three times faster, the same HTML. NODE_ENV is set for that moment only,
  // so that what this process starts later (the tests' browsers and builds) sees it as it was; and
  // not at all once this process has loaded React, whose packages must all be of one build.
  const before = process.env.NODE_ENV;
  if (!reactLoaded()) process.env.NODE_ENV ??= minify ? 'production' : 'development';
  try {
    const renderer = (await import(pathToFileURL(file).href).finally(() => {
      if (before === undefined) delete process.env.NODE_ENV;
    })) as Renderer;
    // Each file's CSS was minified on its own (./linaria.ts): here only whitespace and comments go.
    const text = minify ? (await transform(css, { loader: 'css', minifyWhitespace: true })).code : css;
    return { renderer, css: text, readAtLoad: renderer.postsReadAtLoad() };
  } finally {
    await Promise.all([file, postsFile].map((path) => rm(path, { force: true })));
  }
}

/** Whether this process has loaded React or its server renderer (both CommonJS, so in require's cache). */
function reactLoaded(): boolean {
  const require = createRequire(resolve('package.json'));
  return ['react', 'react-dom/server', 'react/jsx-runtime'].some((name) => {
    try {
      return require.resolve(name) in require.cache;
    } catch {
      return false;
    }
  });
}
