import { existsSync, readFile } from '../project-files';
import matter from 'gray-matter';
import { compileCached, compiledPosts as newCompiledPosts, type CompiledPosts } from './compile-cache';
import type { CompiledPost } from './compile-post';
import { keyLines } from './frontmatter';
import { markdownFiles } from './markdown-files';
import { PostError } from './post-error';
import { toolchainHash } from './toolchain-hash';

export const caseStudyDir = 'src/portfolio';

/** A portfolio item's case study as the build read it: the item's id (its file's name), its file, and its body compiled. */
export type ReadCaseStudy = { id: number; file: string; draft: boolean; compiled: CompiledPost };

/** An id as the item pages read it: a canonical whole number, as parsePortfolioId of src/routes.ts takes it. */
const idName = /^[1-9][0-9]*$/;

/** The case-study files of the folder (none when it is absent), by id, refusing a name that is not an id or an id twice. */
export function caseStudyFiles(dir = caseStudyDir): { file: string; id: number }[] {
  const files = markdownFiles(dir);
  const seen = new Map<number, string>();
  return files.map(({ file, name }) => {
    if (!idName.test(name))
      throw new PostError(
        file,
        1,
        'file name',
        `"${name}" is not a portfolio item's id: a case study is named by its item's id in src/content.ts (1.md for the item with id: 1).`,
      );
    const id = Number(name);
    const other = seen.get(id);
    if (other)
      throw new PostError(file, 1, 'file name', `is a second case study of item ${id}, after ${other}.`);
    seen.set(id, file);
    return { file, id };
  });
}

/**
 * A case study's optional frontmatter: its title, description and picture are its item's (src/content.ts),
 * so `draft` is its only key. The body keeps the file's line numbers, its frontmatter blanked.
 */
export function parseCaseStudy(file: string, source: string): { draft: boolean; body: string } {
  if (!/^---\r?\n/.test(source)) return { draft: false, body: source };
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(source, {});
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    throw new PostError(file, (mark?.line ?? 0) + 2, 'frontmatter', 'is not valid YAML.');
  }
  const data = parsed.data as Record<string, unknown>;
  const lines = keyLines(parsed.matter.replace(/^\r?\n/, ''));
  for (const key of Object.keys(data))
    if (key !== 'draft')
      throw new PostError(
        file,
        lines.get(key)?.line ?? 1,
        key,
        "is not a frontmatter key of a case study: its title, description and picture are its item's in src/content.ts, and draft is the only key.",
      );
  const draft = data.draft ?? false;
  if (typeof draft !== 'boolean')
    throw new PostError(file, lines.get('draft')?.line ?? 1, 'draft', 'must be true or false.');
  const head = source.slice(0, source.length - parsed.content.length);
  return { draft, body: head.replace(/[^\n]/g, '') + parsed.content };
}

/**
 * Every case study of src/portfolio/, drafts only when `drafts` is set (the dev server), compiled by the
 * posts' compiler (its cache, images and code). A link to a post must name one of `posts`.
 */
export async function readCaseStudies(
  posts: readonly { slug: string }[],
  drafts = false,
  dir = caseStudyDir,
  compiledPosts: CompiledPosts = newCompiledPosts(),
): Promise<ReadCaseStudy[]> {
  const postSlugs = posts.map((post) => post.slug);
  const files = caseStudyFiles(dir);
  if (files.length === 0) return [];
  const lockfile = toolchainHash();
  const studies = await Promise.all(
    files.map(async ({ file, id }) => {
      const { draft, body } = parseCaseStudy(file, (await readFile(file, 'utf8')).replace(/\r\n/g, '\n'));
      if (draft && !drafts) return null;
      return { id, file, draft, compiled: await compileCached(file, body, lockfile, compiledPosts) };
    }),
  );
  const shown = studies.filter((study): study is ReadCaseStudy => study !== null);
  for (const study of shown) {
    const link = study.compiled.links.find((l) => !postSlugs.includes(l.slug));
    if (link)
      throw new PostError(study.file, link.line, 'link', `/writing/${link.slug}: there is no such post.`);
    const image = study.compiled.images.find((i) => !existsSync(i.src));
    if (image) throw new PostError(study.file, image.line, 'image', `${image.src} does not exist.`);
  }
  return shown;
}

/** Refuses a case study whose id no portfolio item has (the items of the bundled src/content.ts). */
export function checkCaseStudyItems(studies: readonly ReadCaseStudy[], items: readonly { id: number }[]) {
  const ids = items.map((item) => item.id);
  const orphan = studies.find((study) => !ids.includes(study.id));
  if (orphan)
    throw new PostError(
      orphan.file,
      1,
      'file name',
      `there is no portfolio item with id ${orphan.id} in src/content.ts (the ids are ${ids.join(', ')}).`,
    );
}
