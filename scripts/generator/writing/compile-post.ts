import { compile } from '@mdx-js/mdx';
import { transformerStyleToClass } from '@shikijs/transformers';
import remarkGfm from 'remark-gfm';
import { createHighlighter, type Highlighter } from 'shiki';
import { headingAnchors } from './heading-anchors';
import { highlightCode } from './highlight-code';
import { PostError } from './post-error';
import { postLinks, type PostRefs } from './post-links';
import { postImports, type PostImport } from './post-imports';
import { tableAlign } from './table-align';
import { taskLabels } from './task-labels';

/**
 * A post compiled: its body's code, the CSS of its code's colours, where it points, and the modules
 * it imports. The code is the body of a function given React's JSX runtime, Markdown or MDX alike
 * (src/render/post-bodies.tsx runs it): no post is a module of the renderer's bundle, so a thousand
 * posts cost the bundle nothing, and editing one changes no module.
 */
export type CompiledPost = PostRefs & { code: string; css: string; imports: PostImport[] };

/** Shiki's theme for code in posts: its token colours stay above 4.5:1 on the site's background. */
const codeTheme = 'github-dark-default';
/** One highlighter per process, made for the first block to highlight; each language's grammar is loaded the first time a post uses it. */
let highlighter: Promise<Highlighter> | undefined;
const loadHighlighter = () => (highlighter ??= createHighlighter({ themes: [codeTheme], langs: [] }));
/** Whether this process has made Shiki's highlighter (a post whose code blocks are all kept does not). */
export const highlighterLoaded = () => highlighter !== undefined;

/**
 * Compiles a post's body (Markdown, or MDX for `.mdx`); an error names the line of the file. Code is
 * highlighted with classes, never `style` attributes, which the pages' Content-Security-Policy refuses;
 * each block's result is kept in `highlights`, a folder, when given (./highlight-code.ts).
 */
export async function compilePost(file: string, body: string, highlights?: string): Promise<CompiledPost> {
  const mdx = file.endsWith('.mdx');
  const refs: PostRefs = { images: [], links: [] };
  const colours = transformerStyleToClass({ classPrefix: 'code-' });
  // The block's own background and text colour are the site's (src/components/PostBody.tsx).
  const plainPre = {
    name: 'plain-pre',
    pre: (pre: { properties: Record<string, unknown> }) => void delete pre.properties.style,
  };
  const imports: PostImport[] = [];
  const rules = new Set<string>();
  try {
    const compiled = await compile(
      { path: file, value: body },
      {
        format: mdx ? 'mdx' : 'md',
        outputFormat: 'function-body',
        // Markdown has no imports: its code, thousands of nodes, is not walked for them.
        recmaPlugins: mdx ? [postImports(imports)] : [],
        remarkPlugins: [remarkGfm, postLinks(file, refs)],
        rehypePlugins: [
          headingAnchors,
          tableAlign,
          taskLabels,
          highlightCode(
            loadHighlighter,
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
            { dir: highlights, registry: () => colours.getClassRegistry(), rules },
          ),
        ],
      },
    );
    // The rules in order, one a line: Shiki lists them as first met, which varies with what it met before.
    const css = [...rules].sort().join('\n');
    return { ...refs, code: String(compiled.value), css, imports };
  } catch (error) {
    if (error instanceof PostError) throw error;
    const { line, reason, message } = error as { line?: number; reason?: string; message?: string };
    throw new PostError(file, line ?? 1, mdx ? 'MDX' : 'Markdown', reason ?? String(message));
  }
}
