import type { ComponentType } from 'react';
import type { PostMeta } from './frontmatter';
import { posts as every } from 'site:writing';
import { currentLanguage, languages } from './i18n/languages';

/** What a post's body may be given: its links and images drawn by the site's components. */
export type PostComponents = Record<string, ComponentType<Record<string, unknown>>>;

/**
 * A post of src/writing/, as the pages show it (scripts/generator/writing/read-posts.ts reads it):
 * what its frontmatter says (src/frontmatter.ts, the one declaration of its keys), and what the build
 * makes of its file.
 */
export type Post = Readonly<PostMeta> & {
  /** The file's name without .md or .mdx: the post's address is /writing/<slug>. */
  readonly slug: string;
  readonly minutes: number;
  /** The body, compiled from Markdown or MDX. */
  readonly Body: ComponentType<{ components?: PostComponents }>;
  /** The language of its folder (src/writing/de/): none for a post in the site's first language. */
  readonly language?: string;
  /**
   * Shown in a language it has no translation in: a post of the first language's, under this
   * language's address (/de/writing/<slug>), its text marked with its own language.
   */
  readonly untranslated?: true;
};

/**
 * The posts of the page's language, newest first, as the build read them (src/site-writing.d.ts): in
 * the site's first language, those of src/writing/; in another, those of its folder (src/writing/de/)
 * and each of the first language's it has no translation of, marked `untranslated`.
 */
export const posts: readonly Post[] = postsIn(currentLanguage(), languages);

function postsIn(lang: string, [first]: readonly string[]): readonly Post[] {
  // One language: the build's list itself, whose order it watches as every page reads it.
  if (languages.length === 1) return every;
  if (lang === first) return every.filter((post) => !post.language);
  const own = new Set(every.flatMap((post) => (post.language === lang ? [post.slug] : [])));
  return every.flatMap((post) => {
    if (post.language === lang) return [post];
    if (post.language || own.has(post.slug)) return [];
    const marked = { untranslated: true, lang: post.lang ?? first };
    return [
      new Proxy(post, {
        get: (target, key) => (key in marked ? marked[key as 'lang'] : Reflect.get(target, key)),
      }),
    ];
  });
}
