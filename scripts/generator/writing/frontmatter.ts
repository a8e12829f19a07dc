import matter from 'gray-matter';
import { tagSegment } from '../../../src/tag-segment';
import { PostError } from './post-error';

/** What a post's frontmatter may say (README, "Writing"). */
export type PostMeta = {
  title: string;
  /** yyyy-mm-dd */
  date: string;
  description: string;
  tags: string[];
  updated?: string;
  draft: boolean;
  /** The post's language where it is not the site's (a language tag such as de or pt-BR). */
  lang?: string;
};

/**
 * The longest title and description (in characters), and the most tags and the longest tag, a post
 * may have: a page of /writing lists `postsPerPage` posts (src/paginate.ts), and must hold them at
 * these lengths within its first flight (test/generator/writing-pages.test.ts).
 */
export const frontmatterLimits = { title: 120, description: 300, tags: 6, tag: 30 } as const;

/** Characters as a reader counts them: an accented letter or an emoji is one, not two code units. */
const characters = (text: string) => [...text].length;

const keys = ['title', 'date', 'description', 'tags', 'updated', 'draft', 'lang'] as const;

/** A real calendar day written yyyy-mm-dd: 2026-02-30 is refused, not read as March 2. */
export function isRealDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The 1-based line of each top-level key of the frontmatter (it starts on line 2, after `---`). */
export function keyLines(raw: string): Map<string, { line: number; text: string }> {
  const lines = new Map<string, { line: number; text: string }>();
  raw.split('\n').forEach((text, index) => {
    const match = /^([^\s#:][^:]*):(.*)$/.exec(text);
    if (match) lines.set(match[1]!.trim(), { line: index + 2, text: match[2]!.trim() });
  });
  return lines;
}

/** A value as written: YAML reads 2026-01-05 as a Date, which would hide an impossible day. */
const written = (text: string) => text.replace(/^(['"])(.*)\1$/, '$2');

/**
 * A post's frontmatter, checked key by key, and its body with the line the body starts on. Throws a
 * PostError naming the file, the line and the key.
 */
export function parseFrontmatter(file: string, source: string) {
  if (!/^---\r?\n/.test(source))
    throw new PostError(
      file,
      1,
      'frontmatter',
      'a post starts with `---`, then title, date and description, then `---`.',
    );
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object: gray-matter caches by content when given none.
    parsed = matter(source, {});
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    throw new PostError(
      file,
      (mark?.line ?? 0) + 2,
      'frontmatter',
      `is not valid YAML: ${(error as Error).message.split('\n')[0]}`,
    );
  }
  const data = parsed.data as Record<string, unknown>;
  const lines = keyLines(parsed.matter.replace(/^\r?\n/, ''));
  const lineOf = (key: string) => lines.get(key)?.line ?? 1;
  const fail = (key: string, message: string): never => {
    throw new PostError(file, lineOf(key), key, message);
  };
  for (const key of Object.keys(data)) {
    if (!(keys as readonly string[]).includes(key))
      fail(key, `is not a frontmatter key of a post (they are ${keys.join(', ')}).`);
  }
  const text = (key: 'title' | 'description') => {
    const value = data[key];
    if (value === undefined || value === null) fail(key, 'is missing: every post has one.');
    if (typeof value !== 'string' || value.trim() === '') fail(key, 'must be a text, not empty.');
    const trimmed = (value as string).trim();
    const length = characters(trimmed);
    if (length > frontmatterLimits[key])
      fail(key, `is ${length} characters long, over the ${frontmatterLimits[key]} a ${key} may have.`);
    return trimmed;
  };
  const day = (key: 'date' | 'updated') => {
    const value = lines.get(key);
    if (!value || data[key] === null) return fail(key, 'is missing: a post has a date, written yyyy-mm-dd.');
    const raw = written(value.text);
    if (!isRealDate(raw)) fail(key, `"${raw}" is not a real date written yyyy-mm-dd (such as 2026-03-14).`);
    return raw;
  };
  const title = text('title');
  const description = text('description');
  const date = day('date');
  const updated = 'updated' in data ? day('updated') : undefined;
  if (updated !== undefined && updated < date)
    fail('updated', `${updated} is before the post's date, ${date}.`);
  const tags = data.tags ?? [];
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string' || tag.trim() === ''))
    fail('tags', 'must be a list of words, such as [evals, product].');
  checkTags(
    (tags as string[]).map((t) => t.trim()),
    (message) => fail('tags', message),
  );
  const draft = data.draft ?? false;
  if (typeof draft !== 'boolean') fail('draft', 'must be true or false.');
  const lang = 'lang' in data ? languageTag(data.lang, (message) => fail('lang', message)) : undefined;
  const meta: PostMeta = {
    title,
    date,
    description,
    tags: (tags as string[]).map((t) => t.trim()),
    updated,
    draft: draft as boolean,
    ...(lang ? { lang } : {}),
  };
  const bodyLine = source.slice(0, source.length - parsed.content.length).split('\n').length;
  return { meta, body: parsed.content, bodyLine, titleLine: lineOf('title') };
}

/**
 * A post's tags within the limits, each with an address of its own (src/tag-segment.ts), no two of
 * them sharing one: "AI" and "ai" in one post would list it twice on one tag's page.
 */
function checkTags(tags: string[], fail: (message: string) => never) {
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
