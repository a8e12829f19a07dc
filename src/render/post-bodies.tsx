import { compileFunction } from 'node:vm';
import { pathToFileURL } from 'node:url';
import { postModules } from 'site:writing';
import { createContext, useContext, type ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import type { Post, PostComponents } from '../posts';

type Body = Post['Body'];
type Content = (props: { components?: PostComponents }) => ReactNode;

/**
 * The compiled bodies of this build's posts and case studies, by file, given to each render as a
 * value (`renderPage`, `postHtml`): no post is a module of the renderer's bundle, so that a thousand
 * posts neither slow the bundle nor its loading, and a post's edit changes no module at all. A body's
 * code is run each time it renders, and nothing of it is kept: a build renders a body once or twice
 * (its page, a feed), and a thousand kept were 75 MB of a cold build's peak and of the dev server's.
 */
export type PostBodies = { readonly code: BodyCode };

/** Each body's compiled code, by file (read by the build when a render shows it). */
type BodyCode = { get(file: string): string | undefined };

/** The bodies the build compiled (scripts/generator/writing/compile-post.ts), by file. */
export const postBodies = (code: BodyCode): PostBodies => ({ code });

/** What one render was given, and the bodies it showed, by file. */
type Reading = { given: PostBodies; read: Map<string, string> };
const ReadingContext = createContext<Reading | null>(null);

/**
 * `render(wrap)`'s result, and the compiled bodies the tree it wrapped showed, by file: the build
 * renders a page again only when one of those changed (scripts/generator/pages/page-memo.ts).
 */
export function withBodies<T>(
  given: PostBodies,
  render: (wrap: (tree: ReactNode) => ReactNode) => T,
): { result: T; bodies: ReadonlyMap<string, string> } {
  const reading: Reading = { given, read: new Map() };
  const result = render((tree) => <ReadingContext.Provider value={reading}>{tree}</ReadingContext.Provider>);
  return { result, bodies: reading.read };
}

/** A post's body that failed to render, naming its file (scripts/generator/errors/render-error.ts). */
export class PostRenderError extends Error {
  override name = 'PostRenderError';
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/**
 * The component of a body compiled to a function body: MDX's output given React's JSX runtime, as
 * @mdx-js/mdx's `runSync` does. It is run each time it renders, from the text its render was given.
 */
export function compiledBody(file: string): Body {
  function PostContent(props: { components?: PostComponents }) {
    const reading = useContext(ReadingContext);
    const code = reading?.given.code.get(file);
    if (!reading || code === undefined)
      throw new PostRenderError(file, new Error('its compiled body was not given'));
    reading.read.set(file, code);
    // Not `new Function(code)`, which keeps a copy of the code wrapped in its header: a thousand
    // posts' bodies held 43 MB twice at a build's peak. This function's source is the code itself.
    // A module the body imports is one the build bundled for it (scripts/generator/writing/post-imports.ts).
    const importModule = (specifier: string) => {
      const module = postModules[`${file}|${specifier}`];
      if (!module) throw new Error(`"${specifier}" was not bundled for it`);
      return module;
    };
    const baseUrl = pathToFileURL(file).href;
    const Content = (compileFunction(code)({ ...runtime, baseUrl, importModule }) as { default: Content })
      .default;
    try {
      return Content(props);
    } catch (error) {
      throw new PostRenderError(file, error);
    }
  }
  return PostContent as Body;
}
