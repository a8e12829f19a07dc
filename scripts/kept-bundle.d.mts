import type { Plugin } from 'esbuild';

/**
 * The folder of the bundle of `entries` (each a name and a source file relative to `root`, the
 * project; the bundle has `<name>.mjs` for each), made now if no kept one is made from the files as they are.
 */
export function keptBundle(entries: Record<string, string>, root?: string): Promise<string>;

/**
 * An esbuild plugin by which each bundled module keeps its own `import.meta.url`: `urlOf(path)` is the
 * expression put in its place in the TypeScript file at `path`.
 */
export function ownImportMetaUrl(urlOf: (path: string) => string): Plugin;
