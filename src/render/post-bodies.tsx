import type { ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import type { Post, PostComponents } from '../posts';

type Body = Post['Body'];
type Content = (props: { components?: PostComponents }) => ReactNode;

/** The compiled bodies of this build's posts and case studies that are not bundled, by file. */
let bodies: ReadonlyMap<string, string> = new Map();
/** Each body's code, run once: the same text gives the same component. */
const made = new Map<string, Content>();
/** The bodies rendered since `bodiesReadBy` began, by file: what a page shows of the posts. */
let reading: Map<string, string> | undefined;

/**
 * What `render` returned, and the compiled bodies it rendered, by file: the build renders a page
 * again only when one of those changed (scripts/generator/pages/page-memo.ts).
 */
export function bodiesReadBy<T>(render: () => T): { result: T; bodies: ReadonlyMap<string, string> } {
  const outer = reading;
  reading = new Map();
  try {
    return { result: render(), bodies: reading };
  } finally {
    reading = outer;
  }
}

/**
 * Gives the renderer the bodies the build compiled (scripts/generator/writing/compile-post.ts), by
 * their file: a Markdown post is not a module of the renderer's bundle, so that a thousand posts
 * neither slow the bundle nor its loading, and a post's edit changes no module at all.
 */
export function providePostBodies(compiled: ReadonlyMap<string, string>): void {
  bodies = compiled;
  const given = new Set(compiled.values());
  for (const code of made.keys()) if (!given.has(code)) made.delete(code);
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
 * @mdx-js/mdx's `runSync` does. It is run when first rendered, from the text `providePostBodies` gave.
 */
export function compiledBody(file: string): Body {
  function PostContent(props: { components?: PostComponents }) {
    const code = bodies.get(file);
    if (code === undefined) throw new PostRenderError(file, new Error('its compiled body was not given'));
    reading?.set(file, code);
    let Content = made.get(code);
    if (!Content) {
      Content = (new Function(code)(runtime) as { default: Content }).default;
      made.set(code, Content);
    }
    try {
      return Content(props);
    } catch (error) {
      throw new PostRenderError(file, error);
    }
  }
  return PostContent as Body;
}
