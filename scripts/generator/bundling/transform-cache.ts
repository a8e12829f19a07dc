import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Overlay } from '../project-files';
import { dirname, extname, relative } from 'node:path';
import { transform, type OnLoadResult, type PluginBuild } from 'esbuild';
import { init, parse } from 'es-module-lexer';
import { evaluate, plainText, type Exports } from './style-values';
import { byKey } from '../state/last-result';

/**
 * Linaria's transform of each file (./linaria.ts), kept between the dev server's rebuilds and on
 * disk (./transform-store.ts). A transform is reused while its key holds: the file's text, and for
 * each module its styles read (Linaria's `dependencies`) the values of the exports they read, or,
 * where those are not plain data, that module's text and that of every project file it imports. An
 * edit of the theme, or of a timing a style reads, so re-runs exactly the styles it can move; an edit
 * of a text in src/content.ts re-runs none (a save of content.ts took 0.5 s of CPU in the dev server,
 * 0.2 s of it evaluating again the three styles that read a timing there).
 */
export type Transform = {
  key: string;
  /** The modules its styles read, as files. */
  dependencies: string[];
  /** The exports its styles read, by module (Linaria's own account of its evaluation). */
  reads: Reads;
  result: OnLoadResult;
  css: { file: string; text: string } | undefined;
};

export type Reads = Readonly<Record<string, readonly string[]>>;

/** What a transform's key is checked against: the modules and exports its styles read. */
export type Keyed = Pick<Transform, 'key' | 'dependencies' | 'reads'>;

export type TransformCache = {
  entries: Map<string, Transform>;
  /** Import specifiers by file text: a file is parsed again only when it changed. */
  specifiers: Map<string, string[]>;
  /** Each module's exports as last evaluated, by the hash of the texts they came from. */
  evaluated: Map<string, { texts: string; exports: Promise<Exports | undefined> }>;
  /** The files whose styles Linaria evaluated in the build under way: what a build paid for. */
  stylesEvaluated: string[];
};

export const createTransformCache = (): TransformCache => ({
  entries: new Map(),
  specifiers: new Map(),
  evaluated: new Map(),
  stylesEvaluated: [],
});

export const sha1 = (text: string | Buffer) => createHash('sha1').update(text).digest('hex');
/** A file of the project, not of a package: by an absolute path, or one relative to the project. */
export const isProjectFile = (path: string) => !/(^|[\\/])node_modules[\\/]/.test(path);
/** esbuild's loader for a script by its extension, as esbuild picks one for a file it reads itself. */
export const scriptLoader = (path: string) => extname(path).slice(1) as 'ts' | 'tsx' | 'js' | 'jsx';

/** The specifiers a TypeScript module imports at run time (type-only imports are gone once compiled). */
async function importSpecifiers(path: string, text: string, cache: TransformCache): Promise<string[]> {
  const hash = sha1(text);
  const known = cache.specifiers.get(hash);
  if (known) return known;
  try {
    const loader = scriptLoader(path);
    const { code } = await transform(text, { loader, jsx: 'automatic', format: 'esm', sourcefile: path });
    await init;
    const specifiers = parse(code)[0].flatMap((entry) => (entry.n ? [entry.n] : []));
    cache.specifiers.set(hash, specifiers);
    return specifiers;
  } catch {
    // A file that does not compile reports that itself, where it is loaded; its text is in the key.
    return [];
  }
}

/**
 * The keys of one build. Reads, parses and resolves each file once per build, with esbuild's own
 * resolver, so the graph is the bundle's. Since a key holds the text of every file in the graph it
 * walked, an edit that changes the graph (a new import) changes the key.
 */
export function transformKeys(build: PluginBuild, cache: TransformCache, overlay: Overlay = new Map()) {
  const text = byKey((path) => readFile(path, 'utf8'));
  /**
   * The text of a file as this build has it: a virtual file's where there is one (../project-files.ts),
   * for a file esbuild loads and for the modules its styles read (./linaria.ts evaluates those so too).
   */
  const source = (path: string) => {
    const file = overlay.get(path);
    return file ? Promise.resolve(file.toString('utf8')) : text(path);
  };
  const fileKey = async (path: string) => `${relative(process.cwd(), path)}\0${sha1(await source(path))}`;
  const importsOf = byKey(async (path) => {
    const specifiers = await importSpecifiers(path, await source(path), cache);
    const resolveDir = dirname(path);
    const resolved = await Promise.all(
      specifiers.map((specifier) => build.resolve(specifier, { kind: 'import-statement', resolveDir })),
    );
    return resolved
      .filter((result) => result.namespace === 'file' && !result.external && result.path)
      .map((result) => result.path)
      .filter(isProjectFile);
  });
  /** The keys of the files of `file`'s graph: once per build, where each style that reads the theme asks. */
  const graphOf = byKey(async (file) => {
    const files = new Set([file]);
    for (const each of files) for (const next of await importsOf(each)) files.add(next);
    return (await Promise.all([...files].sort().map(fileKey))).join('\n');
  });
  /**
   * A module's part of a key: the `names` of its exports the styles read, as this build evaluates
   * them; its graph where those values cannot stand for them.
   */
  async function dependencyKey(file: string, names: readonly string[] | undefined): Promise<string> {
    if (!names?.length || names.some((name) => !/^[A-Za-z_$][\w$]*$/.test(name))) return graphOf(file);
    const texts = sha1(await graphOf(file));
    let known = cache.evaluated.get(file);
    if (known?.texts !== texts) {
      known = { texts, exports: evaluate(file, source) };
      cache.evaluated.set(file, known);
    }
    const exports = await known.exports;
    const values = exports && plainText(names.map((name) => [name, exports[name]]));
    return values === undefined ? graphOf(file) : `${relative(process.cwd(), file)}\0values\0${sha1(values)}`;
  }
  return {
    source,
    /**
     * The key of `path`'s transform whose styles read `dependencies` (`reads` of their exports). Its paths
     * are the project's, so a copy of the project in another folder has the same keys (./transform-store.ts).
     */
    async of(path: string, dependencies: string[], reads: Reads = {}): Promise<string> {
      const parts = await Promise.all([
        fileKey(path),
        ...dependencies.filter(isProjectFile).map((file) => dependencyKey(file, reads[file])),
      ]);
      return sha1(parts.join('\n'));
    },
  };
}
