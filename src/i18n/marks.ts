import { directionOf } from '../text-direction';

/**
 * A text a translation leaves out is shown in the first language's words, marked with its language
 * (`<span lang="en">`), so that a screen reader reads it in that language's voice. It is carried to
 * the page between two private-use characters, which no text of the site has (./translation.ts
 * puts them in), and the finished draft turns into the mark where the text is an element's text,
 * and drops where it is an attribute's, a title's or a script's, which cannot carry one.
 */
const open = '\uE000';
const close = '\uE001';

export const marked = (text: string) => `${open}${text}${close}`;

const marks = /[\uE000\uE001]/g;

/** `value` without the marks: what an attribute, an island's props or a measure gets. */
export function unmarked<T>(value: T): T {
  if (typeof value === 'string') return value.replace(marks, '') as T;
  const json = JSON.stringify(value);
  return json.includes(open) || json.includes(close) ? JSON.parse(json.replace(marks, '')) : value;
}

/** Elements whose text is not markup, opened and closed: a mark there is dropped. */
const rawText = /^<(\/?)(title|script|style|textarea)\b/i;

/**
 * `html` with each marked text as a `<span>` in `lang` (and its direction where the page reads the
 * other way), and every other mark dropped. A page without marks is returned as it is.
 */
export function withLanguageMarks(html: string, lang: string, pageLang: string): string {
  if (!html.includes(open)) return html;
  const dir = directionOf(lang) === directionOf(pageLang) ? '' : ` dir="${directionOf(lang)}"`;
  let raw = false;
  const spans = html.replace(/(<[^>]*>)|([^<]+)/g, (_, tag: string | undefined, text: string | undefined) => {
    if (tag) {
      const element = rawText.exec(tag);
      if (element) raw = element[1] === '';
      return tag.replace(marks, '');
    }
    if (raw) return text!.replace(marks, '');
    return text!
      .replace(/\uE000([^\uE001]*)\uE001/g, `<span lang="${lang}"${dir}>$1</span>`)
      .replace(marks, '');
  });
  // An element whose whole text is marked takes the language itself: a paragraph of it then lines
  // up as its own language does.
  const span = `<span lang="${lang}"${dir}>`;
  const whole = new RegExp(`<(\\w+)((?:(?! lang=| dir=)[^>])*)>${span}([^<]*)</span></\\1>`, 'g');
  return spans.replace(whole, `<$1$2 lang="${lang}"${dir}>$3</$1>`);
}
