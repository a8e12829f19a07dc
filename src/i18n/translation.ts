import type * as content from '../content';

/** What src/content.ts exports: the texts a translations file gives in its language. */
export type Texts = typeof content;

/** Any part of `T`: an object's keys each optional, an array's items each partial; a function or text whole. */
export type Given<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? readonly Given<Item>[]
    : T extends object
      ? { readonly [K in keyof T]?: Given<T[K]> }
      : T;

/**
 * A file of `src/translations/<lang>.ts` (`export default { nav: { about: 'ÜBER MICH' } } satisfies Translation`):
 * the texts of src/content.ts in one language, any of them left out (the first language's is shown,
 * marked with its language). An array of texts is given whole; an array of entries (the portfolio's
 * items, the skills' groups) item by item, in the same order, each item's keys any of them left out.
 */
export type Translation = { readonly [K in Exclude<keyof Texts, 'timings' | 'photos'>]?: Given<Texts[K]> };

const isEntry = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `base` with the texts `given` has in their place: an object key by key, an array of entries item by
 * item, anything else (a text, a number, a function, an array of texts) whole. A key `base` has not
 * is not taken (the build names it: scripts/generator/checks/translations.ts).
 */
export function translated<T>(base: T, given: unknown): T {
  if (given === undefined) return base;
  if (Array.isArray(base) && Array.isArray(given) && base.some(isEntry))
    return base.map((item, i) => translated(item, given[i])) as T;
  if (isEntry(base) && isEntry(given)) {
    const entries = Object.entries(base).map(([key, value]) => [key, translated(value, given[key])]);
    return Object.fromEntries(entries) as T;
  }
  return (typeof given === typeof base || base === null ? given : base) as T;
}
