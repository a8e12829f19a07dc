/** The middle value (the mean of the two middle ones for an even count): timings are noisy. */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The median of each key over several records of the same keys (build steps, Lighthouse scores). */
export const medianOf = (all: readonly Record<string, number>[]) =>
  Object.fromEntries(Object.keys(all[0] ?? {}).map((key) => [key, median(all.map((r) => r[key] ?? 0))]));
