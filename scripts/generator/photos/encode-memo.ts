import type { PhotoSource } from './encode-photos';

/**
 * The sources a caller encoded last, and the result. A dev server's save of a post gives the
 * portfolio's and the posts' pictures again, byte for byte: they are compared, not read from the
 * cache again (900 files checked against their hashes were a fifth of a save at a thousand posts).
 */
export type PhotoMemoOf<Result> = {
  last?: { sources: readonly PhotoSource[]; key: string; result: Promise<Result> };
};

const sameSource = (a: PhotoSource, b: PhotoSource) =>
  a.key === b.key &&
  a.file === b.file &&
  a.path === b.path &&
  a.square === b.square &&
  a.widths.join() === b.widths.join() &&
  a.source.equals(b.source);

/**
 * What `make` gives for these sources, or, when they and `key` are the last ones, the last result
 * (as `again` says it). A failure is not remembered: the next run tries again.
 */
export function remembered<Result>(
  memo: PhotoMemoOf<Result> | undefined,
  sources: readonly PhotoSource[],
  key: string,
  { make, again }: { make: () => Promise<Result>; again: (last: Result) => Result },
): Promise<Result> {
  const last = memo?.last;
  if (
    last &&
    last.key === key &&
    last.sources.length === sources.length &&
    last.sources.every((source, i) => sameSource(source, sources[i]!))
  )
    return last.result.then(again);
  const result = make();
  if (memo) {
    const kept = (memo.last = { sources, key, result });
    result.catch(() => {
      if (memo.last === kept) memo.last = undefined;
    });
  }
  return result;
}
