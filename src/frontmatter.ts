import { tagSegment } from './tag-segment';

/**
 * What a post's frontmatter may say (README, "Writing"), each key with how it is read and checked:
 * the one declaration of them. The keys a post may have, their type (`PostMeta`, part of
 * src/posts.ts's `Post`) and their checks all come from here; scripts/generator/writing/frontmatter.ts
 * reads the YAML and runs them, and blames a bad value on its file, line and key. A new key is an
 * entry here, where the pages show it, and its line in the README.
 */
export const frontmatterKeys = {
  title: (read: KeyReader) => read.text('title'),
  /** yyyy-mm-dd */
  date: (read: KeyReader) => read.day('date'),
  description: (read: KeyReader) => read.text('description'),
  tags: (read: KeyReader) => checkTags(read.words('tags'), read.failing('tags')),
  /** yyyy-mm-dd, not before `date` */
  updated: (read: KeyReader) => (read.has('updated') ? read.day('updated') : undefined),
  /** Shown only by `npm run dev`, marked as a draft. */
  draft: (read: KeyReader) => read.flag('draft'),
  /** The post's language where it is not the site's (a language tag such as de or pt-BR). */
  lang: (read: KeyReader) =>
    read.has('lang') ? languageTag(read.value('lang'), read.failing('lang')) : undefined,
};

export type FrontmatterKey = keyof typeof frontmatterKeys;

type Read = { [Key in FrontmatterKey]: ReturnType<(typeof frontmatterKeys)[Key]> };
type MayBeLeftOut = { [Key in FrontmatterKey]: undefined extends Read[Key] ? Key : never }[FrontmatterKey];

/** A post's frontmatter as read: each key's value as its reader returns it, a key it may leave out optional. */
export type PostMeta = Omit<Read, MayBeLeftOut> & { [Key in MayBeLeftOut]?: Exclude<Read[Key], undefined> };

/** What a key's reader is given: the key's value, read and checked, or a failure that names the key. */
export type KeyReader = {
  has(key: FrontmatterKey): boolean;
  value(key: FrontmatterKey): unknown;
  /** A text, trimmed; missing, empty or over its length in `frontmatterLimits`, a failure. */
  text(key: 'title' | 'description'): string;
  /** A real day written yyyy-mm-dd. */
  day(key: 'date' | 'updated'): string;
  /** A list of words, each trimmed (none when the key is left out). */
  words(key: FrontmatterKey): string[];
  /** true or false (false when left out). */
  flag(key: FrontmatterKey): boolean;
  failing(key: FrontmatterKey): (message: string) => never;
};

/**
 * The longest title and description (in characters), and the most tags and the longest tag, a post
 * may have: a page of /writing lists `postsPerPage` posts (src/paginate.ts), and must hold them at
 * these lengths within its first flight (test/generator/writing-pages.test.ts).
 */
export const frontmatterLimits = { title: 120, description: 300, tags: 6, tag: 30 } as const;

/** Characters as a reader counts them: an accented letter or an emoji is one, not two code units. */
export const characters = (text: string) => [...text].length;

/** A real calendar day written yyyy-mm-dd: 2026-02-30 is refused, not read as March 2. */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A post's tags within the limits, each with an address of its own (src/tag-segment.ts), no two of
 * them sharing one: "AI" and "ai" in one post would list it twice on one tag's page.
 */
function checkTags(tags: string[], fail: (message: string) => never): string[] {
  if (tags.length > frontmatterLimits.tags)
    fail(`has ${tags.length} tags, over the ${frontmatterLimits.tags} a post may have.`);
  const seen = new Map<string, string>();
  for (const tag of tags) {
    if (characters(tag) > frontmatterLimits.tag)
      fail(
        `"${tag}" is ${characters(tag)} characters long, over the ${frontmatterLimits.tag} a tag may have.`,
      );
    const segment = tagSegment(tag);
    if (segment === '')
      fail(`"${tag}" has no letter or digit to make its address, /writing/tags/<tag>, from.`);
    const other = seen.get(segment);
    if (other !== undefined)
      fail(`"${other}" and "${tag}" are one tag, /writing/tags/${segment}: keep one of them.`);
    seen.set(segment, tag);
  }
  return tags;
}

/**
 * A language tag, in its canonical form (EN-gb is en-GB): a language of two or three letters, then
 * any region or script. "english" or "Deutsch" is refused, not published as a language no reader knows.
 */
function languageTag(value: unknown, fail: (message: string) => never): string {
  const example = 'write a language tag such as de, pt-BR or zh-Hant.';
  if (typeof value !== 'string' || value.trim() === '') fail(`must be a language tag: ${example}`);
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales((value as string).trim())[0];
  } catch {}
  if (!canonical || !/^[a-z]{2,3}(-|$)/.test(canonical))
    fail(`"${String(value).trim()}" is not a language tag: ${example}`);
  return canonical!;
}
