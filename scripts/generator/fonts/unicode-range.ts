/** A CSS `unicode-range` as code point intervals, and the test of one code point against it. */
export type UnicodeRange = readonly (readonly [number, number])[];

/** Parses `U+0000-00FF,U+0131,U+4??` (the forms @font-face allows). */
export function parseUnicodeRange(text: string): UnicodeRange {
  return text.split(',').map((part) => {
    const hex = part.trim().replace(/^U\+/i, '');
    if (hex.includes('?'))
      return [parseInt(hex.replace(/\?/g, '0'), 16), parseInt(hex.replace(/\?/g, 'F'), 16)];
    const [from, to = from] = hex.split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)];
  });
}

export const inRange = (range: UnicodeRange, codePoint: number) =>
  range.some(([from, to]) => codePoint >= from && codePoint <= to);

/** The @font-face blocks of a Fontsource stylesheet: each face's comment name, file and range. */
export function fontsourceFaces(css: string) {
  return [...css.matchAll(/\/\* ([^*]+?) \*\/\s*@font-face\s*\{([^}]*)\}/g)].map(([, name, body]) => {
    const files = [...body!.matchAll(/url\(\.\/([^)]+)\)/g)].map((m) => m[1]!);
    const rangeText = body!.match(/unicode-range:\s*([^;]+);/)?.[1] ?? 'U+0-10FFFF';
    return { name: name!, files, rangeText, range: parseUnicodeRange(rangeText) };
  });
}

/** `U+20AC` */
export const codePointName = (char: string) =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The shortest `unicode-range` naming exactly these code points. */
export function serializeUnicodeRange(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (cp: number) => cp.toString(16).toUpperCase();
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const from = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i++;
    parts.push(from === sorted[i] ? `U+${hex(from)}` : `U+${hex(from)}-${hex(sorted[i]!)}`);
  }
  return parts.join(',');
}
