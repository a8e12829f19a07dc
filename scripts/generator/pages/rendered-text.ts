/**
 * The text a built page can show in its web font: its body's text (a <template>'s too), and the strings in
 * the islands' props, which the islands render later (the headline's other phrases). Attribute values,
 * scripts and styles are left out, and so is code (<code>, in posts), which the system's monospace font
 * draws: its braces and operators would cost the web font's first face bytes for glyphs it never shows. The
 * HTML is React's, so only the five entities React writes need decoding.
 */
export function renderedText(html: string): string {
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  const props = [...body.matchAll(/data-props="([^"]*)"/g)].map((m) => strings(JSON.parse(decode(m[1]!))));
  const text = decode(body.replace(/<(script|style|code)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]*>/g, ' '));
  return [text, ...props.flat()].join(' ');
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => entities[entity]!);
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/**
 * Each character of `text` once, in the order first shown: `[...new Set(text)].join('')`, without a
 * string for each of its characters (a thousand posts' pages, 0.46 s of a build that renders them all,
 * now a tenth of that).
 */
export function uniqueChars(text: string): string {
  const seen = new Uint8Array(0x10000);
  const astral = new Set<number>();
  let unique = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    if (code > 0xffff) {
      i++;
      if (astral.has(code)) continue;
      astral.add(code);
    } else {
      if (seen[code]) continue;
      seen[code] = 1;
    }
    unique += String.fromCodePoint(code);
  }
  return unique;
}
