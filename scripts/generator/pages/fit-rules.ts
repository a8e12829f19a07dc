/**
 * The rules behind the `fit-N` classes a page's headings carry
 * (src/components/fit.ts): N hundredths of an em is the widest word's width,
 * so the heading keeps its size (--size, src/styles/global.ts) while the
 * column (100cqi, the nearest container's width) holds that many em of it,
 * and shrinks with the column below that.
 */
export function fitRules(html: string): string {
  const classes = [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/));
  const values = new Set(classes.flatMap((name) => name.match(/^fit-(\d+)$/)?.[1] ?? []).map(Number));
  return [...values]
    .sort((a, b) => a - b)
    .map((n) => `.fit-${n}{font-size:min(var(--size),100cqi/${n / 100})}`)
    .join('');
}
