/** WCAG 2 relative luminance and contrast ratio. */

/** One colour channel (0 to 255) made linear, as luminance weighs it. */
export const channel = (v: number) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

export const luminance = ([r, g, b]: readonly number[]) =>
  0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);

export function contrast(a: readonly number[], b: readonly number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** "#0b1220" → "rgb(11, 18, 32)", as getComputedStyle writes a colour. */
export const cssRgb = (hex: string) =>
  `rgb(${hex
    .match(/[0-9a-f]{2}/gi)!
    .map((h) => parseInt(h, 16))
    .join(', ')})`;

/** "rgb(1, 2, 3)" or "rgba(1, 2, 3, 1)" → [1, 2, 3]. */
export function parseRgb(css: string): number[] {
  const match = css.match(/rgba?\(([^)]+)\)/);
  if (!match) throw new Error(`Not an rgb() colour: ${css}`);
  return match[1]!
    .split(',')
    .slice(0, 3)
    .map((v) => Number(v.trim()));
}
