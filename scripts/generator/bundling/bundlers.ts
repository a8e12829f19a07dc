import { context } from 'esbuild';
import { browserOptions, inputsKey, readBrowserScripts, type BrowserScripts } from './bundle-browser';
import { loadRenderer, rendererOptions } from './bundle-renderer';
import { linariaPlugins, sharedOptions, type Mode } from './esbuild-shared';
import type { SiteEnv } from '../checks/site-env';
import type { Timed } from '../step-timer';
import type { TransformCache } from './transform-cache';
import { bodyKeys, postsPlugin, postValues, type PostsSource } from '../writing/posts-plugin';
import type { Overlay } from '../project-files';

/**
 * The renderer's and the browser's bundlers, kept warm between builds (the dev server's rebuilds).
 * `transforms`, the builder's cache of Linaria's transforms, is filled by the renderer's bundle and
 * reused by the browser's.
 */
export async function createBundlers(
  mode: Mode,
  env: SiteEnv,
  transforms: TransformCache,
  posts: PostsSource = { posts: [] },
  overlay: () => Overlay = () => new Map(),
) {
  const minify = mode === 'production';
  const plugins = linariaPlugins(transforms, minify, overlay);
  const shared = sharedOptions(mode, env);
  const [browser, renderer] = await Promise.all([
    context({ ...browserOptions(shared, minify), plugins: plugins.browser }),
    context({ ...rendererOptions(shared), plugins: [postsPlugin(posts), ...plugins.renderer] }),
  ]);
  let last: { output: string; values: string; loaded: Awaited<ReturnType<typeof loadRenderer>> } | undefined;
  let lastScripts: { inputs: string[]; key: string; scripts: BrowserScripts } | undefined;
  /**
   * The browser scripts, bundled again only when a file they are made from changed: an owner's
   * edit seldom touches the islands, and bundling them took about 0.1 s of CPU of every build.
   */
  async function browserScripts(): Promise<BrowserScripts> {
    if (lastScripts && (await inputsKey(lastScripts.inputs)) === lastScripts.key) return lastScripts.scripts;
    const { scripts, inputs } = await readBrowserScripts(await browser.rebuild(), shared, minify, overlay());
    lastScripts = { inputs, key: await inputsKey(inputs), scripts };
    return scripts;
  }
  return {
    /**
     * The renderer (with the CSS of every component), then the browser scripts. A bundle the same
     * as the last one, with the same posts' fields, is not loaded again, as when a save changed only
     * a post's text. `rendererKey` is the bundle's code: the pages it made are made again when it
     * changes, or one of the posts' fields they read (../pages/page-memo.ts).
     */
    async bundle(timed: Timed) {
      const rendered = await timed('bundle renderer', renderer.rebuild());
      const scripts = await timed('bundle browser scripts', browserScripts());
      const output = (rendered.outputFiles ?? []).map((file) => file.hash).join(' ');
      const fields = postValues(posts);
      const values = JSON.stringify(fields);
      if (last?.output !== output || last.values !== values) {
        const loaded = await timed('load renderer', loadRenderer(rendered, minify, values));
        last = { output, values, loaded };
      }
      const { renderer: loaded, css, readAtLoad } = last.loaded;
      const postsGiven = {
        values: fields,
        bodies: bodyKeys(posts),
        readAtLoad,
        reading: loaded.readingPosts,
      };
      return { renderer: loaded, rendererKey: output, postsGiven, css, scripts };
    },
    dispose: () => Promise.all([browser.dispose(), renderer.dispose()]).then(() => {}),
  };
}
