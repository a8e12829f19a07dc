/**
 * `Promise.all` that, when one fails, still waits for the others before it fails with the first
 * failure. A build that stops on a bad photo must not exit while the social card or other photos are
 * still being drawn on libvips' threads: a process that exits under them can crash (a CI run saw a
 * failed build end with SIGSEGV, status 139, after printing its error) instead of exiting with 1.
 */
type Results<T extends readonly unknown[]> = { -readonly [K in keyof T]: Awaited<T[K]> };

export async function allDone<T extends readonly unknown[]>(steps: readonly [...T]): Promise<Results<T>> {
  const settled = await Promise.allSettled(steps);
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as Results<T>;
}
