import { createHighlighter, type Highlighter } from 'shiki';

/** Shiki's theme for code in posts: its token colours stay above 4.5:1 on the site's background. */
export const codeTheme = 'github-dark-default';

let loading: Promise<Highlighter> | undefined;

/** One highlighter per process; each language's grammar is loaded the first time a post uses it. */
export function highlighter(): Promise<Highlighter> {
  loading ??= createHighlighter({ themes: [codeTheme], langs: [] });
  return loading;
}
