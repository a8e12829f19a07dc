import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform, type BuildOptions, type BuildResult } from 'esbuild';
import type * as Render from '../../../src/render/render';
import { keptDir } from '../state/cache-dir';
import { translationMap } from '../pages/translation-map';

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

/** The language a copy of the renderer makes its pages in (src/language.ts): null for the site's first. */
type PageLanguage = { lang: string | null; prefix: string };

/**
 * The renderer bundled (`code`), loaded once for each of the site's languages (src/language.ts), the
 * first's copy first: each with `posts`, the module `site:posts` (the posts' fields as JSON,
 * ../writing/posts-plugin.ts), and its language; with the bundle's CSS and the posts' fields every
 * page read while the copies loaded.
 */
export async function loadRenderers(code: RendererCode, minify: boolean, posts: string) {
  const first = await loadRenderer(code.js, minify, posts, { lang: null, prefix: '' });
  const others = first.languages.slice(1).map((lang) => ({ lang, prefix: first.prefixOf(lang) }));
  const renderers = [first];
  for (const language of others) renderers.push(await loadRenderer(code.js, minify, posts, language));
  const readAtLoad = new Map<string, Set<string>>();
  for (const [field, files] of renderers.flatMap((renderer) => [...renderer.postsReadAtLoad()]))
    readAtLoad.set(field, new Set([...(readAtLoad.get(field) ?? []), ...files]));
  // Each file's CSS was minified on its own (./linaria.ts): here only whitespace and comments go.
  const css = minify ? (await transform(code.css, { loader: 'css', minifyWhitespace: true })).code : code.css;
  // The languages each page is in, made once for these copies (../pages/translation-map.ts).
  return { renderer: first, renderers, translations: translationMap(renderers), css, readAtLoad };
}

async function loadRenderer(js: string, minify: boolean, posts: string, language: PageLanguage) {
  // A fresh file name per load: Node caches modules by URL.
  await mkdir(cacheDir, { recursive: true });
  const unique = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const file = join(cacheDir, `render-${unique}.mjs`);
  const givenFile = join(cacheDir, `render-${unique}-given.mjs`);
  const given = `export const posts = ${posts};\nexport const pageLanguage = ${JSON.stringify(language)};\n`;
  await writeFile(givenFile, given);
  const givenUrl = `from ${JSON.stringify(pathToFileURL(givenFile).href)}`;
  await writeFile(
    file,
    js.replace('from "site:posts"', () => givenUrl).replace('from "site:language"', () => givenUrl),
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
    return (await import(pathToFileURL(file).href).finally(() => {
      if (before === undefined) delete process.env.NODE_ENV;
    })) as Renderer;
  } finally {
    await Promise.all([file, givenFile].map((path) => rm(path, { force: true })));
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
