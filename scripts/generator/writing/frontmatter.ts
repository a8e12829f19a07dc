import matter from 'gray-matter';
import {
  characters,
  frontmatterKeys,
  frontmatterLimits,
  isRealDate,
  type FrontmatterKey,
  type KeyReader,
  type PostMeta,
} from '../../../src/frontmatter';
import { PostError } from './post-error';

/** The keys of a post's frontmatter, in the order they are read (and the pages' Post has them). */
export const postKeys = Object.keys(frontmatterKeys) as FrontmatterKey[];

/** A frontmatter as YAML reads it, each top-level key's line and text, and what precedes the body. */
export function readFrontmatter(file: string, source: string, invalid: (error: Error) => string) {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh options object: gray-matter caches by content when given none.
    parsed = matter(source, {});
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    throw new PostError(file, (mark?.line ?? 0) + 2, 'frontmatter', invalid(error as Error));
  }
  const lines = new Map<string, { line: number; text: string }>();
  // It starts with the end of the `---` line, so its row i (from 0) is the file's line i + 1.
  parsed.matter.split('\n').forEach((text, index) => {
    const match = /^([^\s#:][^:]*):(.*)$/.exec(text);
    if (match) lines.set(match[1]!.trim(), { line: index + 1, text: match[2]!.trim() });
  });
  const lineOf = (key: string) => lines.get(key)?.line ?? 1;
  const fail = (key: string, reason: string): never => {
    throw new PostError(file, lineOf(key), key, reason);
  };
  const head = source.slice(0, source.length - parsed.content.length);
  return { data: parsed.data as Record<string, unknown>, lines, lineOf, fail, head, body: parsed.content };
}

/** A value as written: YAML reads 2026-01-05 as a Date, which would hide an impossible day. */
const written = (text: string) => text.replace(/^(['"])(.*)\1$/, '$2');

/** A post's frontmatter, checked key by key, and its body with the line the body starts on. */
export function parseFrontmatter(file: string, source: string) {
  if (!/^---\r?\n/.test(source))
    throw new PostError(
      file,
      1,
      'frontmatter',
      'a post starts with `---`, then title, date and description, then `---`.',
    );
  const { data, lines, lineOf, fail, head, body } = readFrontmatter(
    file,
    source,
    (error) => `is not valid YAML: ${error.message.split('\n')[0]}`,
  );
  for (const key of Object.keys(data))
    if (!(postKeys as string[]).includes(key))
      fail(key, `is not a frontmatter key of a post (they are ${postKeys.join(', ')}).`);
  const read: KeyReader = {
    has: (key) => key in data,
    value: (key) => data[key],
    text(key) {
      const value = data[key];
      if (value === undefined || value === null) fail(key, 'is missing: every post has one.');
      if (typeof value !== 'string' || value.trim() === '') fail(key, 'must be a text, not empty.');
      const trimmed = (value as string).trim();
      const length = characters(trimmed);
      if (length > frontmatterLimits[key])
        fail(key, `is ${length} characters long, over the ${frontmatterLimits[key]} a ${key} may have.`);
      return trimmed;
    },
    day(key) {
      const value = lines.get(key);
      if (!value || data[key] === null)
        return fail(key, 'is missing: a post has a date, written yyyy-mm-dd.');
      const raw = written(value.text);
      if (!isRealDate(raw)) fail(key, `"${raw}" is not a real date written yyyy-mm-dd (such as 2026-03-14).`);
      return raw;
    },
    words(key) {
      const list = data[key] ?? [];
      if (!Array.isArray(list) || list.some((word) => typeof word !== 'string' || word.trim() === ''))
        fail(key, 'must be a list of words, such as [evals, product].');
      return (list as string[]).map((word) => word.trim());
    },
    flag(key) {
      const value = data[key] ?? false;
      if (typeof value !== 'boolean') fail(key, 'must be true or false.');
      return value as boolean;
    },
    failing: (key) => (message) => fail(key, message),
  };
  // Each key read in the order it is declared; a key left out is not written (no `lang: undefined`).
  const meta = Object.fromEntries(
    postKeys.flatMap((key) => {
      const value = frontmatterKeys[key](read);
      return value === undefined ? [] : [[key, value]];
    }),
  ) as PostMeta;
  if (meta.updated !== undefined && meta.updated < meta.date)
    fail('updated', `${meta.updated} is before the post's date, ${meta.date}.`);
  return { meta, body, bodyLine: head.split('\n').length, titleLine: lineOf('title') };
}
