import { join } from 'node:path';
import { existsSync, readdirEntries } from '../project-files';
import { PostError } from './post-error';

/** The owner's posts: src/writing/<slug>.md, and a language's own in src/writing/<language>/. */
export const writingDir = 'src/writing';

/**
 * A file name that is its own address: lower-case letters and digits of any script (Japanese,
 * Arabic and the other scripts without case are letters too, with their marks), words joined by
 * single dashes. An address in another script than Latin is percent-encoded in links, as a tag's is.
 */
const slugPattern =
  /^[\p{Ll}\p{Lo}\p{Lm}\p{Nd}][\p{Ll}\p{Lo}\p{Lm}\p{Nd}\p{M}]*(?:-[\p{Ll}\p{Lo}\p{Lm}\p{Nd}][\p{Ll}\p{Lo}\p{Lm}\p{Nd}\p{M}]*)*$/u;

/** The .md and .mdx files of a folder (none if absent) by name, each with its name less the extension. */
export function markdownFiles(dir: string): { file: string; name: string }[] {
  if (!existsSync(dir)) return [];
  return readdirEntries(dir)
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => ({ file: join(dir, entry.name), name: entry.name.replace(/\.mdx?$/, '') }))
    .sort((a, b) => (a.file < b.file ? -1 : 1));
}

/** The post files of the folder, with their slugs, refusing bad and shared ones. */
export function postFiles(dir = writingDir): { file: string; slug: string }[] {
  // One address for one name however it is stored: macOS writes é as e and an accent (NFD).
  const files = markdownFiles(dir).map(({ file, name }) => ({ file, slug: name.normalize('NFC') }));
  const seen = new Map<string, string>();
  for (const { file, slug } of files) {
    const refuse = (reason: string) => {
      throw new PostError(file, 1, 'file name', reason);
    };
    if (!slugPattern.test(slug))
      refuse(
        `"${slug}" is not a valid address: use lower-case letters and digits (of any script) and single dashes (why-evals-matter.md).`,
      );
    const other = seen.get(slug);
    if (other) refuse(`has the same address, /writing/${slug}, as ${other}: rename one of them.`);
    seen.set(slug, file);
  }
  return files;
}

/**
 * The folders of src/writing/ that hold posts, each a language of the site's other than its first
 * (src/writing/de/: German), by name; check-content refuses one that `site.languages` does not list.
 */
export function languageFolders(dir = writingDir): string[] {
  if (!existsSync(dir)) return [];
  const folders = readdirEntries(dir).filter((entry) => entry.isDirectory());
  return folders
    .map((entry) => entry.name)
    .filter((name) => markdownFiles(join(dir, name)).length > 0)
    .sort();
}

/** The post files of `dir` and of its languages' folders, each with its slug and language. */
export const everyPostFile = (dir: string) => [
  ...postFiles(dir),
  ...languageFolders(dir).flatMap((language) =>
    postFiles(join(dir, language)).map((file) => ({ ...file, language })),
  ),
];
