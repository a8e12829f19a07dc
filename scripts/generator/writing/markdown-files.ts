import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The Markdown and MDX files of a folder (none when it is absent), in name order, each with its
 * name less the extension: a post's slug (./read-posts.ts), a case study's id (./case-studies.ts).
 */
export function markdownFiles(dir: string): { file: string; name: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => ({ file: join(dir, entry.name), name: entry.name.replace(/\.mdx?$/, '') }))
    .sort((a, b) => (a.file < b.file ? -1 : 1));
}
