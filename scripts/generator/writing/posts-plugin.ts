import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import type { ReadCaseStudy } from './case-studies';
import type { ReadPost } from './read-posts';

/** The posts and case studies the next bundle gets: set by the build before each bundling (../build.ts). */
export type PostsSource = { posts: readonly ReadPost[]; caseStudies?: readonly ReadCaseStudy[] };

const postsIndex = resolve('src/posts.ts');
const caseStudiesIndex = resolve('src/case-studies.ts');

/**
 * The renderer's src/posts.ts and src/case-studies.ts, made from the files read: each compiled body
 * is a module of the bundle (namespace `post`), resolved from its own folder so that MDX may import
 * a component of the site. With none, each file is bundled as it is, and the bundle is unchanged.
 */
export function postsPlugin(source: PostsSource): Plugin {
  return {
    name: 'posts',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]posts\.ts$/ }, (args) => {
        if (args.path !== postsIndex || source.posts.length === 0) return undefined;
        const imports = source.posts.map(
          (post, i) => `import Body${i} from ${JSON.stringify(`post:${post.file}`)};`,
        );
        const entries = source.posts.map((post, i) => {
          const { slug, title, date, updated, description, tags, draft, minutes } = post;
          return `  { ...${JSON.stringify({ slug, title, date, updated, description, tags, draft, minutes })}, Body: Body${i} },`;
        });
        return {
          contents: `${imports.join('\n')}\nexport const posts = [\n${entries.join('\n')}\n];\n`,
          loader: 'js',
        };
      });
      build.onLoad({ filter: /[\\/]src[\\/]case-studies\.ts$/ }, (args) => {
        const studies = source.caseStudies ?? [];
        if (args.path !== caseStudiesIndex || studies.length === 0) return undefined;
        const imports = studies.map((s, i) => `import Study${i} from ${JSON.stringify(`post:${s.file}`)};`);
        const entries = studies.map((s, i) => `  { id: ${s.id}, draft: ${s.draft}, Body: Study${i} },`);
        return {
          contents: `${imports.join('\n')}\nexport const caseStudies = [\n${entries.join('\n')}\n];\n`,
          loader: 'js',
        };
      });
      build.onResolve({ filter: /^post:/ }, (args) => ({
        path: args.path.slice('post:'.length),
        namespace: 'post',
      }));
      build.onLoad({ filter: /.*/, namespace: 'post' }, (args) => {
        const read = [...source.posts, ...(source.caseStudies ?? [])].find((p) => p.file === args.path);
        if (!read) return { errors: [{ text: `${args.path} is not a post or case study of this build` }] };
        return { contents: read.compiled.code, loader: 'jsx', resolveDir: dirname(resolve(read.file)) };
      });
    },
  };
}
