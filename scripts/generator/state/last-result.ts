import { createHash } from 'node:crypto';

/**
 * A step that remembers its last result while it is given the same values: the key is made from
 * the values themselves (their JSON, a Buffer by its hash) and from the tools by identity (a font
 * loaded once per builder), so a step given a new input is never served an old result, and no key
 * is written by hand. A failure is not remembered: the next call tries again.
 */
export function lastResult<Values, Tools extends unknown[], Result>(
  step: (values: Values, ...tools: Tools) => Promise<Result>,
) {
  let last: { key: string; tools: Tools; result: Promise<Result> } | undefined;
  return (values: Values, ...tools: Tools): Promise<Result> => {
    const key = keyOf(values);
    if (!last || last.key !== key || last.tools.some((tool, i) => tool !== tools[i])) {
      const result = step(values, ...tools);
      const kept = { key, tools, result };
      last = kept;
      result.catch(() => {
        if (last === kept) last = undefined;
      });
    }
    return last.result;
  };
}

/** The values as one string: plain data as JSON, binary data by its hash. */
export function keyOf(values: unknown): string {
  return JSON.stringify(values, (_, value: unknown) => {
    if (value instanceof Uint8Array || (value as { type?: string })?.type === 'Buffer')
      return `sha256:${createHash('sha256')
        .update(value instanceof Uint8Array ? value : Buffer.from((value as { data: number[] }).data))
        .digest('hex')}`;
    if (typeof value === 'function') throw new TypeError('a step is given values, not functions');
    return value;
  });
}
