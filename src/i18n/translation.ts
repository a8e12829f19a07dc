import type * as content from '../content';

/** What src/content.ts exports: the texts a translations file gives in its language. */
export type Texts = typeof content;

/**
 * Any part of `T`: an object's keys each optional, an array's items each partial; a function or text
 * whole, a text any text (src/content.ts's are literal types, `as const`).
 */
export type Given<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: never[]) => unknown
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

/** Keys whose values are not words to translate: tags, addresses, files, numbers, settings. */
const dataKeys = new Set(['lang', 'locale', 'languages', 'dateLocale', 'linkedInUrl', 'resume', 'imageUrl']);
for (const key of ['imageFocus', 'link', 'page', 'file', 'focus', 'id', 'showcase', 'countriesVisited'])
  dataKeys.add(key);

/** Whether the value at `field` ('about.title', 'portfolioItems[0].imageUrl') is words: the owner's name is not. */
export function isText(field: string): boolean {
  const keys = field.split(/[.[\]]+/).filter((key) => key !== '' && !/^\d+$/.test(key));
  if (keys[0] === 'timings' || keys[0] === 'photos' || field === 'owner.name') return false;
  const last = keys.at(-1)!;
  return last === 'name' || !dataKeys.has(last);
}

/** A plain object of the content (an entry of a list, a group of texts), not a list or a text. */
export const isEntry = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `base` with the texts `given` has in their place: an object key by key, an array of entries item by
 * item, anything else (a text, a number, a function, an array of texts) whole. A key `base` has not
 * is not taken (the build names it: scripts/generator/checks/translations.ts). With `fallback`, each
 * text of `base` that `given` leaves out is passed through it (and a function's text, as it returns it).
 */
export function translated<T>(base: T, given: unknown, fallback?: (text: string) => string, at = ''): T {
  const within = (key: string | number) =>
    typeof key === 'number' ? `${at}[${key}]` : at ? `${at}.${key}` : key;
  if (given === undefined) return fallback && at && isText(at) ? fellBack(base, fallback) : base;
  if (Array.isArray(base) && Array.isArray(given) && base.some(isEntry))
    return base.map((item, i) => translated(item, given[i], fallback, within(i))) as T;
  if (isEntry(base) && isEntry(given)) {
    const entries = Object.entries(base).map(([key, value]) => [
      key,
      translated(value, given[key], fallback, within(key)),
    ]);
    return Object.fromEntries(entries) as T;
  }
  return (typeof given === typeof base || base === null ? given : base) as T;
}

/** Every text of `value` passed through `fallback` (its data keys aside). */
function fellBack<T>(value: T, fallback: (text: string) => string, at = ''): T {
  if (typeof value === 'string') return fallback(value) as T;
  if (typeof value === 'function')
    return ((...args: unknown[]) => {
      const result = (value as (...args: unknown[]) => unknown)(...args);
      return typeof result === 'string' ? fallback(result) : result;
    }) as T;
  if (Array.isArray(value)) return value.map((item) => fellBack(item, fallback, at)) as T;
  if (isEntry(value))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const field = at ? `${at}.${key}` : key;
        return [key, isText(field) ? fellBack(item, fallback, field) : item];
      }),
    ) as T;
  return value;
}
