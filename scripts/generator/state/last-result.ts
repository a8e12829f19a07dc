import { isDeepStrictEqual } from 'node:util';

/**
 * The generator's memo: a step that remembers its last result while it is given the same values.
 * The values are compared whole (deep equality; a Buffer byte for byte, which for a thousand
 * posts' pictures is far quicker than reading their files from the cache again) and the tools by
 * identity (a font loaded once per builder), so a step given a new input is never served an old
 * result, and no key is written by hand. `again` makes what a remembered result is reported as
 * (photos remembered are not photos encoded). A failure is not remembered: the next call tries again.
 */
export function lastResult<Values, Tools extends unknown[], Result>(
  step: (values: Values, ...tools: Tools) => Promise<Result>,
  again: (last: Result) => Result = (last) => last,
) {
  let last: { values: Values; tools: Tools; result: Promise<Result> } | undefined;
  return (values: Values, ...tools: Tools): Promise<Result> => {
    if (last && isDeepStrictEqual(last.values, values) && last.tools.every((tool, i) => tool === tools[i]))
      return last.result.then(again);
    const result = step(values, ...tools);
    const kept = (last = { values, tools, result });
    result.catch(() => {
      if (last === kept) last = undefined;
    });
    return result;
  };
}

/** `compute` by key, each computed once while the function lives (a build's files read, parsed, sized). */
export function byKey<T>(compute: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key));
    return known.get(key)!;
  };
}
