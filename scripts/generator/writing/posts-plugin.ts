import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import type { ReadCaseStudy } from './case-studies';
import type { ReadPost } from './read-posts';
import { frontmatterKeys, type FrontmatterKey } from '../../../src/frontmatter';

/** What a post's frontmatter says, each key as the pages read it (src/posts.ts's Post). */
const postKeys = Object.keys(frontmatterKeys) as FrontmatterKey[];

/** The posts and case studies the next bundle gets: set by the build before each bundling (../../../build.ts). */
export type PostsSource = { posts: readonly ReadPost[]; caseStudies?: readonly ReadCaseStudy[] };

const postBodies = resolve('src/render/post-bodies.tsx');

/** The body of a post or case study: its module when bundled, else its compiled text, given at render. */
const bodyOf = (read: { file: string; compiled: { bundled: boolean } }, name: string) =>
  read.compiled.bundled
    ? { line: `import ${name} from ${JSON.stringify(`post:${read.file}`)};`, value: name }
    : { line: '', value: `compiledBody(${JSON.stringify(read.file)})` };

/** The module text of the lists: their bodies' imports, then `export const <list> = [entries]` each. */
function writingModule(lists: Record<string, { body: ReturnType<typeof bodyOf>; fields: string }[]>) {
  return [
    `import { compiledBody } from ${JSON.stringify(postBodies)};`,
    ...Object.values(lists)
      .flat()
      .map(({ body }) => body.line)
      .filter(Boolean),
    ...Object.entries(lists).flatMap(([list, entries]) => [
      `export const ${list} = [`,
      ...entries.map(({ body, fields }) => `  { ${fields}, Body: ${body.value} },`),
      '];',
    ]),
    '',
  ].join('\n');
}

/**
 * The renderer's `site:writing` (src/site-writing.d.ts), made from the files read. A body compiled
 * to a function body is named by its file and given at render (src/render/post-bodies.tsx); an MDX
 * body with imports is a module of the bundle (namespace `post`), resolved from its own folder so
 * that it may import a component of the site.
 */
export function postsPlugin(source: PostsSource): Plugin {
  return {
    name: 'posts',
    setup(build) {
      build.onResolve({ filter: /^site:writing$/ }, () => ({ path: 'writing', namespace: 'site' }));
      build.onLoad({ filter: /.*/, namespace: 'site' }, () => {
        const posts = source.posts.map((post, i) => {
          const meta = Object.fromEntries(postKeys.map((key) => [key, post[key]]));
          const fields = JSON.stringify({ slug: post.slug, ...meta, minutes: post.minutes });
          return { body: bodyOf(post, `Body${i}`), fields: `...${fields}` };
        });
        const caseStudies = (source.caseStudies ?? []).map((s, i) => ({
          body: bodyOf(s, `Study${i}`),
          fields: `id: ${s.id}, draft: ${s.draft}`,
        }));
        return { contents: writingModule({ posts, caseStudies }), loader: 'js', resolveDir: process.cwd() };
      });
      build.onResolve({ filter: /^post:/ }, (args) => ({
        path: args.path.slice('post:'.length),
        namespace: 'post',
      }));
      build.onLoad({ filter: /.*/, namespace: 'post' }, (args) => {
        const read = [...source.posts, ...(source.caseStudies ?? [])].find(
          (p) => p.file === args.path && p.compiled.bundled,
        );
        if (!read) return { errors: [{ text: `${args.path} is not a post or case study of this build` }] };
        return { contents: read.compiled.code, loader: 'jsx', resolveDir: dirname(resolve(read.file)) };
      });
    },
  };
}

/** The compiled text of each post and case study that is not a module of the bundle, by file. */
export const unbundledBodies = ({ posts, caseStudies = [] }: PostsSource) =>
  new Map(
    [...posts, ...caseStudies]
      .filter((read) => !read.compiled.bundled)
      .map((read) => [read.file, read.compiled.code]),
  );
