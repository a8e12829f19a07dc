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
