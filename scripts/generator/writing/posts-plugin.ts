import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import type { ReadCaseStudy } from './case-studies';
import type { ReadPost } from './read-posts';
import { frontmatterKeys, type FrontmatterKey } from '../../../src/frontmatter';

/** What a post's frontmatter says, each key as the pages read it (src/posts.ts's Post). */
const postKeys = Object.keys(frontmatterKeys) as FrontmatterKey[];

/** The posts and case studies the next bundle gets: set by the build before each bundling (../../../build.ts). */
export type PostsSource = { posts: readonly ReadPost[]; caseStudies?: readonly ReadCaseStudy[] };

const postsIndex = resolve('src/posts.ts');
const caseStudiesIndex = resolve('src/case-studies.ts');
const postBodies = resolve('src/render/post-bodies.tsx');

/** The body of a post or case study: its module when bundled, else its compiled text, given at render. */
const bodyOf = (read: { file: string; compiled: { bundled: boolean } }, name: string) =>
  read.compiled.bundled
    ? { line: `import ${name} from ${JSON.stringify(`post:${read.file}`)};`, value: name }
    : { line: '', value: `compiledBody(${JSON.stringify(read.file)})` };

/** The module text of a list of bodies: their imports, then `export const <list> = [entries]`. */
function listModule(list: string, entries: { body: ReturnType<typeof bodyOf>; fields: string }[]) {
  return [
    `import { compiledBody } from ${JSON.stringify(postBodies)};`,
    ...entries.map(({ body }) => body.line).filter(Boolean),
    `export const ${list} = [`,
    ...entries.map(({ body, fields }) => `  { ${fields}, Body: ${body.value} },`),
    '];',
    '',
  ].join('\n');
}

/**
 * The renderer's src/posts.ts and src/case-studies.ts, made from the files read. A body compiled to
 * a function body is named by its file and given at render (src/render/post-bodies.tsx); an MDX
 * body with imports is a module of the bundle (namespace `post`), resolved from its own folder so
 * that it may import a component of the site. With none, each file is bundled as it is, and the
 * bundle is unchanged.
 */
export function postsPlugin(source: PostsSource): Plugin {
  return {
    name: 'posts',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]posts\.ts$/ }, (args) => {
        if (args.path !== postsIndex || source.posts.length === 0) return undefined;
        const entries = source.posts.map((post, i) => {
          const meta = Object.fromEntries(postKeys.map((key) => [key, post[key]]));
          const fields = JSON.stringify({ slug: post.slug, ...meta, minutes: post.minutes });
          return { body: bodyOf(post, `Body${i}`), fields: `...${fields}` };
        });
        return { contents: listModule('posts', entries), loader: 'js' };
      });
      build.onLoad({ filter: /[\\/]src[\\/]case-studies\.ts$/ }, (args) => {
        const studies = source.caseStudies ?? [];
        if (args.path !== caseStudiesIndex || studies.length === 0) return undefined;
        const entries = studies.map((s, i) => ({
          body: bodyOf(s, `Study${i}`),
          fields: `id: ${s.id}, draft: ${s.draft}`,
        }));
        return { contents: listModule('caseStudies', entries), loader: 'js' };
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
