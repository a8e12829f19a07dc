import { compile } from '@mdx-js/mdx';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { transformerStyleToClass } from '@shikijs/transformers';
import remarkGfm from 'remark-gfm';
import { headingAnchors } from './heading-anchors';
import { codeTheme, highlighter } from './highlighter';
import { PostError } from './post-error';
import { postLinks, type PostRefs } from './post-links';
import { tableAlign } from './table-align';
import { taskLabels } from './task-labels';

/**
 * A post compiled: its body's code, the CSS of its code's colours, and where it points. The code is
 * the body of a function given React's JSX runtime (src/render/post-bodies.tsx runs it), or, for
 * an MDX post that imports a component of the site, an ES module of the renderer's bundle
 * (`bundled`): only such a post is bundled, so a thousand Markdown posts cost the bundle nothing.
 */
export type CompiledPost = PostRefs & { code: string; css: string; bundled: boolean };

/**
 * Whether an MDX body has ESM (an `import` or `export` line, which MDX reads as such at the start
 * of any line). A code block's line that looks so only makes a post bundled: it renders the same.
 */
const hasEsm = (file: string, body: string) => file.endsWith('.mdx') && /^(?:import|export)\b/m.test(body);

/**
 * Compiles a post's body (Markdown, or MDX for `.mdx`) to a module of the renderer's bundle, as
 * @mdx-js/esbuild would, so that it renders with the pages. `body` keeps the file's line numbers
 * (its frontmatter blanked), so every error names the line of the file. Code is highlighted with
 * classes, never `style` attributes, which the pages' Content-Security-Policy refuses.
 */
export async function compilePost(file: string, body: string): Promise<CompiledPost> {
  const refs: PostRefs = { images: [], links: [] };
  const colours = transformerStyleToClass({ classPrefix: 'code-' });
  // The block's own background and text colour are the site's (src/components/PostBody.tsx).
  const plainPre = {
    name: 'plain-pre',
    pre: (pre: { properties: Record<string, unknown> }) => void delete pre.properties.style,
  };
  const bundled = hasEsm(file, body);
  try {
    const compiled = await compile(
      { path: file, value: body },
      {
        format: file.endsWith('.mdx') ? 'mdx' : 'md',
        outputFormat: bundled ? 'program' : 'function-body',
        remarkPlugins: [remarkGfm, postLinks(file, refs)],
        rehypePlugins: [
          headingAnchors,
          tableAlign,
          taskLabels,
          [
            rehypeShikiFromHighlighter,
            await highlighter(),
            {
              theme: codeTheme,
              lazy: true,
              fallbackLanguage: 'text',
              transformers: [plainPre, colours],
              // No time limit: a line that takes longer than Shiki's 500 ms (its grammar's first use,
              // a busy machine) would be left uncoloured past that point, and the same post would
              // come out otherwise on another build.
              tokenizeTimeLimit: 0,
            },
          ],
        ],
      },
    );
    // The rules in order, one a line: Shiki lists them as first met, which varies with what it met before.
    const css = (colours.getCSS().match(/[^{}]+\{[^}]*\}/g) ?? []).sort().join('\n');
    return { ...refs, code: String(compiled.value), css, bundled };
  } catch (error) {
    if (error instanceof PostError) throw error;
    const place = error as { line?: number; reason?: string; message?: string };
    throw new PostError(
      file,
      place.line ?? 1,
      file.endsWith('.mdx') ? 'MDX' : 'Markdown',
      place.reason ?? String(place.message),
    );
  }
}
