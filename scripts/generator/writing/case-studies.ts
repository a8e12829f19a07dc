import { join } from 'node:path';
import { existsSync } from '../project-files';
import { languageFolders } from './post-files';
import {
  compileHere,
  compileKey,
  compiledPosts as newCompiledPosts,
  type CompiledPosts,
} from './compile-cache';
import type { CompiledPost } from './compile-post';
import { readFrontmatter } from './frontmatter';
import { PostError } from './post-error';
import { markdownFiles, readSource } from './read-posts';
import { toolchainHash } from './toolchain-hash';

export const caseStudyDir = 'src/portfolio';

/** A portfolio item's case study as the build read it: the item's id (its file's name), its file, and its body compiled. */
export type ReadCaseStudy = {
  id: number;
  file: string;
  draft: boolean;
  compiled: CompiledPost;
  /** The language of its folder (src/portfolio/de/): none for the site's first language. */
  language?: string;
};

/** The case-study files of the folder (none when it is absent), by id, refusing a name that is not an id or an id twice. */
export function caseStudyFiles(dir = caseStudyDir): { file: string; id: number }[] {
  const seen = new Map<number, string>();
  return markdownFiles(dir).map(({ file, name }) => {
    // A canonical whole number, as parsePortfolioId of src/routes.ts takes an item's id.
    if (!/^[1-9][0-9]*$/.test(name))
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
  const { data, fail, head, body } = readFrontmatter(file, source, () => 'is not valid YAML.');
  for (const key of Object.keys(data))
    if (key !== 'draft')
      fail(
        key,
        "is not a frontmatter key of a case study: its title, description and picture are its item's in src/content.ts, and draft is the only key.",
      );
  const draft = data.draft ?? false;
  if (typeof draft !== 'boolean') fail('draft', 'must be true or false.');
  return { draft: draft as boolean, body: head.replace(/[^\n]/g, '') + body };
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
  const files: { file: string; id: number; language?: string }[] = [
    ...caseStudyFiles(dir),
    ...languageFolders(dir).flatMap((language) =>
      caseStudyFiles(join(dir, language)).map((file) => ({ ...file, language })),
    ),
  ];
  if (files.length === 0) return [];
  const lockfile = toolchainHash();
  const studies = await Promise.all(
    files.map(async ({ file, id, language }) => {
      const { draft, body } = parseCaseStudy(file, await readSource(file));
      if (draft && !drafts) return null;
      const key = compileKey({ file, body }, lockfile);
      const compiled = await compiledPosts.get(key, () => compileHere({ file, body }));
      return { id, file, draft, compiled, ...(language ? { language } : {}) };
    }),
  );
  const shown = studies.filter((study): study is ReadCaseStudy => study !== null);
  for (const study of shown) {
    const link = study.compiled.links.find((l) => !posts.some((post) => post.slug === l.slug));
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
