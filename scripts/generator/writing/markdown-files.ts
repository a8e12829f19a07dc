import { existsSync, readdirEntries } from '../project-files';
import { join } from 'node:path';

/**
 * The Markdown and MDX files of a folder (none when it is absent), in name order, each with its
 * name less the extension: a post's slug (./read-posts.ts), a case study's id (./case-studies.ts).
 */
export function markdownFiles(dir: string): { file: string; name: string }[] {
  if (!existsSync(dir)) return [];
  return readdirEntries(dir)
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => ({ file: join(dir, entry.name), name: entry.name.replace(/\.mdx?$/, '') }))
    .sort((a, b) => (a.file < b.file ? -1 : 1));
}
