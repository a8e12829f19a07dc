import { context } from 'esbuild';
import { browserOptions, readBrowserScripts } from './bundle-browser';
import { loadRenderer, rendererOptions } from './bundle-renderer';
import { linariaPlugins, sharedOptions, type Mode } from './esbuild-shared';
import type { SiteEnv } from '../checks/site-env';
import type { Timed } from '../step-timer';
import type { TransformCache } from './transform-cache';
import { postsPlugin, type PostsSource } from '../writing/posts-plugin';

/**
 * The renderer's and the browser's bundlers, kept warm between builds (the
 * dev server's rebuilds). `transforms` is the builder's cache of Linaria's
 * transforms, made by the renderer's bundle and reused by the browser's.
 */
export async function createBundlers(
  mode: Mode,
  env: SiteEnv,
  transforms: TransformCache,
  posts: PostsSource = { posts: [] },
) {
  const minify = mode === 'production';
  const plugins = linariaPlugins(transforms, minify);
  const shared = sharedOptions(mode, env);
  const [browser, renderer] = await Promise.all([
    context({ ...browserOptions(shared, minify), plugins: plugins.browser }),
    context({ ...rendererOptions(shared), plugins: [postsPlugin(posts), ...plugins.renderer] }),
  ]);
  return {
    /** The renderer (with the CSS of every component), then the browser scripts. */
    async bundle(timed: Timed) {
      const rendered = await timed('bundle renderer', renderer.rebuild());
      const scripts = await timed(
        'bundle browser scripts',
        browser.rebuild().then((result) => readBrowserScripts(result, shared, minify)),
      );
      const loaded = await timed('load renderer', loadRenderer(rendered, minify));
      return { renderer: loaded.renderer, css: loaded.css, scripts };
    },
    dispose: async () => {
      await Promise.all([browser.dispose(), renderer.dispose()]);
    },
  };
}
