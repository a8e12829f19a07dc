import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { caseStudyDir } from '../generator/writing/case-studies';
import { markdownFiles, writingDir } from '../generator/writing/read-posts';
import { compiler } from '../generator/writing/compiler';

/**
 * Loads the posts' compiler (MDX, Shiki and the grammars of the code it highlights) before the
 * first save needs it, by compiling the post or case study written to last, most likely the one
 * being written, and throwing the result away. The dev server runs it once, when idle after its
 * first build: the first save of a post then takes what later ones take, not half a second more.
 */
export async function warmCompiler(): Promise<void> {
  const files = [...markdownFiles(writingDir), ...markdownFiles(caseStudyDir)].map(({ file }) => file);
  if (files.length === 0) return;
  const latest = files.reduce((a, b) => (statSync(b).mtimeMs > statSync(a).mtimeMs ? b : a));
  const compilePost = await compiler();
  // Its frontmatter is compiled as if it were text: harmless here, where only the loading counts.
  // Its code blocks highlighted afresh, not from those kept: Shiki and their grammars loaded too.
  await compilePost(latest, await readFile(latest, 'utf8'), false).catch(() => undefined);
}
