/**
 * The values a style reads from other modules, which key Linaria's transforms (./transform-cache.ts):
 * Linaria's own account of the exports each file's styles read, and those exports as this build has
 * them, as text.
 */
import { runInNewContext } from 'node:vm';
import { build as bundle, transform } from 'esbuild';
import type { EventEmitter } from '@wyw-in-js/transform';
import { isProjectFile, scriptLoader } from './transform-cache';

export type Exports = Record<string, unknown>;

/** Linaria's event of one module's imports, with the exports it needs of each. */
type DependencyEvent = { type?: string; file?: string; imports: { from: string | null; what: string[] }[] };

/**
 * An event emitter for Linaria's transform of `file` that notes, by module, the exports its styles
 * read (`reads`, filled as Linaria evaluates them).
 */
export function readsOf(Emitter: typeof EventEmitter, file: string) {
  const reads: Record<string, string[]> = {};
  const eventEmitter = new Emitter(
    (labels, type) => {
      const event = labels as DependencyEvent;
      if (type !== 'single' || event.type !== 'dependency' || event.file !== file) return;
      for (const { from, what } of event.imports)
        if (from) reads[from] = [...new Set([...(reads[from] ?? []), ...what])].sort();
    },
    () => 0,
    () => {},
  );
  return { eventEmitter, reads };
}

/**
 * `file`'s exports: its graph bundled as this build has it, and run where it sees nothing but
 * JavaScript's own objects. Undefined where this run could see something else than Linaria's, which evaluates
 * in a sandbox of its own: a module that asks what is around it (`typeof`, `import.meta`), or reads anything
 * around it (`process`, a package), or fails to bundle or run (the styles that read it then report why).
 */
export async function evaluate(file: string, source: (path: string) => Promise<string>) {
  try {
    const result = await bundle({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'neutral',
      packages: 'external',
      logLevel: 'silent',
      plugins: [
        {
          name: 'as-this-build',
          setup: (build) =>
            build.onLoad({ filter: /\.[jt]sx?$/ }, async (args) => {
              if (!isProjectFile(args.path)) return undefined;
              const loader = scriptLoader(args.path);
              const { code } = await transform(await source(args.path), { loader, jsx: 'automatic' });
              if (/\btypeof\s|\bimport\.meta\b/.test(code)) throw new Error('reads its surroundings');
              return { contents: code, loader: 'js' };
            }),
        },
      ],
    });
    const module = { exports: {} as Exports };
    runInNewContext(result.outputFiles[0]!.text, { module, exports: module.exports }, { filename: file });
    return module.exports;
  } catch {
    return undefined;
  }
}

/**
 * `value` as text, if it is plain data (strings, numbers, booleans, null, arrays and plain objects of
 * them): the same text for the same data. Undefined for anything else, a function above all, whose
 * text does not show what it reads.
 */
export function plainText(value: unknown, seen = new Set<object>()): string | undefined {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'boolean' || value === undefined) return String(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (value === null) return 'null';
  if (typeof value !== 'object') return undefined;
  const array = Array.isArray(value);
  if (seen.has(value) || (!array && !isPlainObject(value))) return undefined;
  seen.add(value);
  const parts: string[] = [];
  for (const key of Reflect.ownKeys(value)) {
    const property = Object.getOwnPropertyDescriptor(value, key)!;
    if (typeof key === 'symbol' || !('value' in property)) return undefined;
    const text = plainText(property.value, seen);
    if (text === undefined) return undefined;
    parts.push(`${JSON.stringify(key)}:${text}`);
  }
  seen.delete(value);
  return array ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
}

/** An object of `{ … }`, made in this realm or another (a module evaluated apart has its own `Object`). */
function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as { constructor?: { name?: string } } | null;
  return (
    prototype === null ||
    (Object.getPrototypeOf(prototype) === null &&
      Object.prototype.hasOwnProperty.call(prototype, 'isPrototypeOf') &&
      prototype.constructor?.name === 'Object')
  );
}
