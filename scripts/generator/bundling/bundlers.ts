import { relative } from 'node:path';
import { context } from 'esbuild';
import { browserOptions, inputsKey, readBrowserScripts, type BrowserScripts } from './bundle-browser';
import {
  loadRenderers,
  rendererCode,
  rendererOptions,
  type Renderer,
  type RendererCode,
} from './bundle-renderer';
import type { PostsGiven } from '../pages/posts-read';
import { filesOf, keptBundles, sourceFiles, type Made } from './kept-bundles';
import { linariaPlugins, sharedOptions, type Mode } from './esbuild-shared';
import type { SiteEnv } from '../checks/site-env';
import type { Timed } from '../step-timer';
import type { TransformCache } from './transform-cache';
import { bodyKeys, postsPlugin, postValues, writingModule, type PostsSource } from '../writing/posts-plugin';
import type { Overlay } from '../project-files';
import { languagesPlugin } from './languages-plugin';

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
  const [browser, rendererContext] = await Promise.all([
    context({ ...browserOptions(shared, minify), plugins: plugins.browser }),
    context({
      ...rendererOptions(shared),
      plugins: [languagesPlugin(overlay), postsPlugin(posts), ...plugins.renderer],
    }),
  ]);
  const kept = keptBundles({ shared, minify });
  let last:
    { code: RendererCode; values: string; loaded: Awaited<ReturnType<typeof loadRenderers>> } | undefined;
  let lastCode: Made<RendererCode> | undefined;
  let lastScripts: Made<BrowserScripts> | undefined;

  /**
   * The renderer's code, bundled again only when a file it is made from or `site:writing` changed:
   * a post's text is in neither. The last one in this process, else the last process's.
   */
  async function renderer(): Promise<RendererCode> {
    const module = writingModule(posts).contents;
    if (lastCode?.module === module && (await inputsKey(lastCode.inputs)) === lastCode.key)
      return lastCode.made;
    lastCode = lastCode ? undefined : await kept.read<RendererCode>('renderer', module);
    if (lastCode) return lastCode.made;
    const since = Date.now();
    const result = await rendererContext.rebuild();
    const code = rendererCode(result);
    // The modules the styles read, named as the metafile names files (each is hashed once).
    const read = [...transforms.entries.values()].flatMap((made) => made.dependencies);
    const inputs = [...filesOf(result), ...read.map((file) => relative(process.cwd(), file))];
    lastCode = await kept.write('renderer', [...new Set([...inputs, ...sourceFiles()])], code, since, module);
    return code;
  }
  /**
   * The browser scripts, bundled again only when a file they are made from changed: an owner's
   * edit seldom touches the islands, and bundling them took about 0.1 s of CPU of every build.
   */
  async function browserScripts(): Promise<BrowserScripts> {
    if (lastScripts && (await inputsKey(lastScripts.inputs)) === lastScripts.key) return lastScripts.made;
    lastScripts = lastScripts ? undefined : await kept.read<BrowserScripts>('browser');
    if (lastScripts) return lastScripts.made;
    const since = Date.now();
    const { scripts, inputs } = await readBrowserScripts(await browser.rebuild(), shared, minify, overlay());
    lastScripts = await kept.write('browser', inputs, scripts, since);
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
      const code = await timed('bundle renderer', renderer());
      const scripts = await timed('bundle browser scripts', browserScripts());
      const fields = postValues(posts);
      const values = JSON.stringify(fields);
      if (last?.code.output !== code.output || last.values !== values) {
        const loaded = await timed('load renderer', loadRenderers(code, minify, values));
        last = { code, values, loaded };
      }
      const { renderer: loaded, renderers, translations, css, readAtLoad } = last.loaded;
      const postsGiven = {
        values: fields,
        bodies: bodyKeys(posts),
        readAtLoad,
        reading: readingEach(renderers),
      };
      return {
        renderer: loaded,
        renderers,
        translations,
        rendererKey: code.output,
        postsGiven,
        css,
        scripts,
      };
    },
    dispose: () => Promise.all([browser.dispose(), rendererContext.dispose()]).then(() => {}),
  };
}

/** The posts' fields a render read, in whichever of the languages' copies of the renderer it ran. */
function readingEach(renderers: readonly Renderer[]): PostsGiven['reading'] {
  return (render) => {
    const reads = new Map<string, Set<string>>();
    const result = renderers.reduce(
      (inner, renderer) => () => {
        const { result, read } = renderer.readingPosts(inner);
        for (const [field, files] of read) reads.set(field, new Set([...(reads.get(field) ?? []), ...files]));
        return result;
      },
      render as () => unknown,
    )();
    return { result: result as ReturnType<typeof render>, read: reads };
  };
}
