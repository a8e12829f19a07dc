/**
 * The rules behind the classes a page's markup asks its build for, from the class names it carries:
 * `fit-N` on headings and `focus-X-Y` on cropped pictures. Only the values a page uses get a rule.
 */
export function fitRules(html: string): string {
  const classes = [...html.matchAll(/\bclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/));
  return headingFitRules(classes) + focusRules(classes);
}

/**
 * `fit-N` (src/components/fit.ts): N hundredths of an em is the widest word's width, so the heading
 * keeps its size (--size, src/styles/global.ts) while the column (100cqi, the nearest container's
 * width) holds that many em of it, and shrinks with the column below that.
 */
function headingFitRules(classes: string[]): string {
  const values = new Set(classes.flatMap((name) => name.match(/^fit-(\d+)$/)?.[1] ?? []).map(Number));
  return [...values]
    .sort((a, b) => a - b)
    .map((n) => `.fit-${n}{font-size:min(var(--size),100cqi/${n / 100})}`)
    .join('');
}

/**
 * `focus-X-Y` (src/photo-types.ts, `focusClass`): the point X% across and Y% down kept in view where
 * a picture is cropped (a dot written `p`).
 */
function focusRules(classes: string[]): string {
  const names = new Set(classes.filter((name) => /^focus-\d+(?:p\d+)?-\d+(?:p\d+)?$/.test(name)));
  return [...names]
    .sort()
    .map((name) => {
      const [x, y] = name.slice('focus-'.length).replace(/p/g, '.').split('-');
      return `.${name}{object-position:${x}% ${y}%}`;
    })
    .join('');
}
