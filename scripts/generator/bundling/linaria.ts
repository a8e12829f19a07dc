import { dirname, parse, relative } from 'node:path';
import type { Result, TransformCacheCollection } from '@wyw-in-js/transform';
import { transform as compile, type Location, type Message, type OnLoadResult, type Plugin } from 'esbuild';
import { evaluationDetail } from '../errors/build-error';
import { withReadsFrom, type Overlay } from '../project-files';
import { isProjectFile, scriptLoader, transformKeys } from './transform-cache';
import type { Keyed, Reads, Transform, TransformCache } from './transform-cache';
import { readsOf } from './style-values';
import { inlineMap, readStored, store, toolsHash } from './transform-store';

/**
 * Linaria's zero-runtime CSS, extracted while esbuild bundles: each file's `css` templates are
 * evaluated by @wyw-in-js/transform (Linaria 6+) and replaced by class names, and the CSS comes out
 * of the bundle as a CSS file.
 *
 * This is @wyw-in-js/esbuild's plugin, less what the site does not use (a prefixer), plus what it
 * drops: the modules each file's styles read (`Result.dependencies`), and which of their exports
 * (./style-values.ts). Those key its transform in `cache` (./transform-cache.ts). The renderer's
 * bundle makes each transform; the browser's, built right after from the same files, gets them from
 * the cache and drops their CSS (the renderer's has all of it), so Babel evaluates each style once.
 */
export function linaria(
  cache: TransformCache,
  side: 'renderer' | 'browser',
  minify = false,
  overlay: () => Overlay = () => new Map(),
): Plugin {
  // Linaria's own cache of evaluated modules (it checks files for changes itself); loaded for a style to
  // evaluate only: a build that needs none never loads it (over a second of the build's start).
  let evaluated: TransformCacheCollection | undefined;
  return {
    name: 'linaria',
    setup(build) {
      const cssFiles = new Map<string, { text: string; resolveDir: string }>();
      let keys = transformKeys(build, cache, overlay());
      let tools = toolsHash();
      // A module that failed to evaluate can stay in Linaria's cache as it was, and come back as the
      // same error after it was fixed (it did after a whitespace-only save): start afresh after a failure.
      let failed = false;
      build.onStart(() => {
        keys = transformKeys(build, cache, overlay());
        tools = toolsHash();
        if (failed) evaluated?.clear('all');
        failed = false;
      });

      const resolveFile = async (specifier: string, importer: string) => {
        const result = await build.resolve(specifier, {
          resolveDir: dirname(importer),
          importer,
          kind: 'import-statement',
          // Styles read the modules as they are, in no page's language (./languages-plugin.ts).
          pluginData: { styles: true },
        });
        if (result.errors.length > 0) throw new Error(`Cannot resolve ${specifier}`);
        return result.path.replaceAll('\\', '/');
      };

      build.onResolve({ filter: /\.wyw\.css$/ }, (args) => ({ path: args.path, namespace: 'linaria-css' }));
      build.onLoad({ filter: /.*/, namespace: 'linaria-css' }, async (args) => {
        const css = cssFiles.get(args.path);
        if (side === 'browser' || !css) return { contents: '', loader: 'css' };
        // Each file's rules minified on their own, as a minified bundle would (it merges no rules
        // across files); the renderer's bundle is not minified, and its CSS is then only stripped
        // of whitespace (./bundle-renderer.ts).
        const text = minify
          ? (await compile(css.text, { loader: 'css', minifySyntax: true })).code
          : css.text;
        return { contents: text, loader: 'css', resolveDir: css.resolveDir };
      });

      build.onLoad({ filter: /\.(tsx?|jsx?)$/ }, async (args): Promise<OnLoadResult | undefined> => {
        if (!isProjectFile(args.path)) return undefined;
        const loader = scriptLoader(args.path);
        const resolveDir = dirname(args.path);
        const source = await keys.source(args.path);
        // The last transform in memory, else a stored one, if its key holds for this build's values.
        const holds = async (made: Keyed) =>
          made.key === (await keys.of(args.path, made.dependencies, made.reads));
        const last = cache.entries.get(args.path);
        const hit =
          (last && (await holds(last)) ? last : undefined) ??
          (await readStored(args.path, source, await tools, holds));
        if (hit) {
          cache.entries.set(args.path, hit);
          if (hit.css) cssFiles.set(hit.css.file, { text: hit.css.text, resolveDir });
          return hit.result;
        }
        try {
          const { code, map } = await compile(source, {
            jsx: 'automatic',
            sourcefile: args.path,
            loader,
            sourcemap: 'external',
          });
          // Each file carries its map back to the source's lines, which esbuild follows into the
          // bundle's own map: a page that throws names the line of src/ (../errors/render-error.ts).
          let entry: OnLoadResult = { contents: code + inlineMap(map), loader, resolveDir };
          let css: Transform['css'];
          let dependencies: string[] = [];
          let reads: Reads = {};
          // A file that imports nothing of Linaria's has no style: Linaria would give its code back.
          if (code.includes('@linaria/')) {
            const module = await import('@wyw-in-js/transform');
            const wyw = (evaluated ??= new module.TransformCacheCollection());
            cache.stylesEvaluated.push(relative(process.cwd(), args.path));
            // Linaria's account of the exports its styles read of each module: what keys the transform.
            const styles = readsOf(module.EventEmitter, args.path);
            reads = styles.reads;
            // The modules the styles read are evaluated as this build has them, in memory or on disk.
            const inputSourceMap = JSON.parse(map);
            const options = { filename: args.path, inputSourceMap, root: process.cwd(), ...wywOptions };
            const result: Result = await withReadsFrom(overlay(), () =>
              module.transform({ cache: wyw, eventEmitter: styles.eventEmitter, options }, code, resolveFile),
            );
            dependencies = await Promise.all(
              (result.dependencies ?? []).map((specifier) => resolveFile(specifier, args.path)),
            );
            if (result.cssText) {
              const file = `${parse(args.path).name}_${module.slugify(result.cssText)}.wyw.css`;
              css = { file, text: result.cssText };
              cssFiles.set(file, { text: css.text, resolveDir });
              const contents = `import ${JSON.stringify(file)}; ${result.code}${inlineMap(result.sourceMap)}`;
              entry = { contents, loader, resolveDir };
            }
          }
          const key = await keys.of(args.path, dependencies, reads);
          const made = { key, dependencies, reads, result: entry, css };
          cache.entries.set(args.path, made);
          await store(args.path, source, await tools, made);
          return entry;
        } catch (error) {
          failed = true;
          // Thrown here, esbuild would report it at the import that loaded the file.
          return { errors: sourceErrors(error, args.path) };
        }
      });
    },
  };
}

/**
 * Styles here read only theme values: no config files to look for, and no DOM in the evaluation
 * sandbox (building a happy-dom window for it was most of a cold build). Modules that styles import
 * are evaluated by Babel, which must read TypeScript.
 */
const wywOptions = {
  prefixer: false,
  pluginOptions: {
    babelOptions: { presets: ['@babel/preset-typescript'] },
    configFile: false as const,
    features: {
      happyDOM: false,
      useBabelConfigs: false,
      dangerousCodeRemover: true,
      globalCache: true,
      softErrors: false,
      useWeakRefInEval: true,
    },
  },
};

type Thrown = Error & { errors?: Message[]; loc?: { line: number; column: number } };

/**
 * A syntax error esbuild met while compiling, with its notes (where a tag left open starts), or a
 * Babel error while evaluating styles. Babel evaluates the modules a style reads too: a typo in one
 * (src/content.ts) is that module's, not the importer's; its message starts with that module's path.
 */
function sourceErrors(error: unknown, file: string): OnLoadResult['errors'] {
  const thrown = error as Thrown;
  const inFile = (location: Location | null) => location && { ...location, file: location.file || file };
  if (thrown.errors?.length)
    return thrown.errors.map(({ text, location, notes }) => ({
      text,
      location: inFile(location),
      notes: notes?.map((note) => ({ ...note, location: inFile(note.location) })),
    }));
  const firstLine = String(thrown.message ?? error).split('\n')[0]!;
  const at = /^(\/[^:]+|[A-Za-z]:[\\/][^:]+): /.exec(firstLine);
  const where = at ? at[1]! : file;
  // Babel counts columns from 0, as esbuild does; its message repeats the path and position.
  const text = firstLine.slice(at ? at[0].length : 0).replace(/ \(\d+:\d+\)$/, '');
  const location = { file: where, ...(thrown.loc && { line: thrown.loc.line, column: thrown.loc.column }) };
  return [{ text, location, detail: evaluationDetail }];
}
