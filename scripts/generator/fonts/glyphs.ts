import { existsSync } from '../project-files';
import type { Renderer } from '../bundling/bundle-renderer';
import type { Inter } from './inter';
import { LocatedError } from '../errors/located-error';
import { codePointName } from './unicode-range';
import { scriptName } from './noto-fonts';

/** A character a page shows that no font it names can draw. */
export type PageGlyphProblem = {
  page: string;
  char: string;
  script: string;
  field?: string;
  /** The file the text is in: src/content.ts, or a post's or case study's own. */
  file: string;
  context: string;
};

/** The pages show characters no font draws: which, where, and what to do. */
export class PageGlyphError extends LocatedError {
  override name = 'PageGlyphError';
  constructor(readonly glyphs: PageGlyphProblem[]) {
    super(
      glyphs.map(({ page, char, script, field, file, context }) => ({
        file,
        message:
          `${field ?? 'a text'}: "${char}" (${codePointName(char)}${script === codePointName(char) ? '' : `, ${script}`}) on ${page}, in "${context}", ` +
          `is in no font the pages name (Inter, or the system fonts of src/theme.ts scriptFonts): ` +
          `write it another way, leave it out, or add fonts for its script to scriptFonts.`,
      })),
    );
  }
}

/**
 * Every character every page shows (`shown`: each page's text, by its path,
 * scripts/generator/pages/rendered-text.ts) is drawn by Inter or is of a script the font stack names
 * system fonts for (src/theme.ts); the build stops on any other (a private-use character, a script no
 * stack font covers), naming the character, the page, the words around it and its content field.
 */
export function checkPageGlyphs(shown: ReadonlyMap<string, string>, inter: Inter, renderer: Renderer): void {
  const scripts = renderer.theme.scriptFonts.flatMap((entry) => entry.scripts as readonly string[]);
  const covered = (char: string) =>
    inter.has(char.codePointAt(0)!) ||
    /[\p{Z}\p{Cc}\p{Cf}\p{Mn}\p{Me}]/u.test(char) ||
    scripts.some((script) => isOfScript(char, script));
  const problems: PageGlyphProblem[] = [];
  // Each character is judged once: a thousand pages repeat the same few hundred.
  const judged = new Set<string>();
  for (const [page, text] of shown) {
    for (const char of new Set(text)) {
      if (judged.has(char)) continue;
      judged.add(char);
      if (covered(char)) continue;
      const at = text.indexOf(char);
      const around = (before: number, after: number) => text.slice(Math.max(0, at - before), at + after);
      const context = around(24, 24).replace(/\s+/g, ' ').trim();
      // The field holding the words around it, else the first holding the character at all.
      const field = fieldOf(renderer.content, around(6, 7).trim()) ?? fieldOf(renderer.content, char);
      problems.push({ page, char, script: scriptName(char), field, file: sourceOf(page, field), context });
    }
  }
  if (problems.length > 0) throw new PageGlyphError(problems);
}

/** Where a page's text is written: src/content.ts, or, for text no field holds, the post or case study of the page. */
function sourceOf(page: string, field: string | undefined): string {
  // A post's address is its file's name, percent-encoded where it is not in Latin (評価入門.md).
  const own = /^\/(?:writing\/([^/]+)|portfolio\/(\d+))$/.exec(page);
  const stem = own && (own[1] ? `src/writing/${decodeURIComponent(own[1])}` : `src/portfolio/${own[2]}`);
  const file = !field && stem && [`${stem}.md`, `${stem}.mdx`].find((name) => existsSync(name));
  return file || 'src/content.ts';
}

/** The path of the first content string holding `char` ("about.skills.groups[0].items[3]"). */
export function fieldOf(value: unknown, char: string, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(char) ? path : undefined;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const at = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key;
    const found = fieldOf(item, char, at);
    if (found) return found;
  }
  return undefined;
}

/** Whether a character is of a script (`Emoji` stands for pictographs and their modifiers). */
function isOfScript(char: string, script: string): boolean {
  if (script === 'Emoji') return /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u20E3]/u.test(char);
  // Full-width （）？ and the like belong to no script, but to the fonts of Chinese and Japanese.
  if (script === 'CJK punctuation')
    return /[\u3000-\u303f\u3200-\u33ff\ufe10-\ufe1f\ufe30-\ufe4f\uff00-\uffef]/u.test(char);
  return new RegExp(`\\p{Script_Extensions=${script}}`, 'u').test(char);
}

/**
 * The page's font stack with the fonts of the scripts it shows that Inter lacks, before the generic
 * family; none for a page in Inter's scripts only, so a Latin-only site carries not a byte of it.
 * `pageLang`: the language of a post written in another language than the site's (its `lang` key).
 */
export function scriptStackRule(
  shownText: string,
  inter: Inter,
  renderer: Renderer,
  pageLang: string = renderer.content.site.lang,
): string {
  const { scriptFonts, font } = renderer.theme;
  const chars = [...new Set(shownText)].filter((char) => !inter.has(char.codePointAt(0)!));
  const shown = scriptFonts.filter((entry) =>
    chars.some((char) => entry.scripts.some((script) => isOfScript(char, script))),
  );
  const families = shown.flatMap((entry) => entry.families as readonly string[]);
  // Han in Japanese (or Korean, or Traditional Chinese) forms where the page is in that language.
  if (shown.some((entry) => (entry.scripts as readonly string[]).includes('Han'))) {
    const kana = /[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(shownText);
    const lang = kana && !/^(ja|ko|zh)\b/i.test(pageLang) ? 'ja' : pageLang;
    const own = renderer.theme.hanFontsByLanguage.find((entry) => entry.lang.test(lang));
    if (own) families.unshift(...own.families);
  }
  if (families.length === 0) return '';
  const quoted = [...new Set(families)].map((family) => `'${family}'`).join(',');
  return `body{font-family:${font.family.replace(/,\s*sans-serif$/, '')},${quoted},sans-serif}`;
}
