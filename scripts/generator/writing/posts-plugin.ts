import { resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import type { ReadPost } from './read-posts';

/** The posts the next bundle gets: set by the build before each bundling (../build.ts). */
export type PostsSource = { posts: readonly ReadPost[] };

const postsIndex = resolve('src/posts.ts');

/**
 * The renderer's src/posts.ts, made from the posts read: each post's compiled body is a module of
 * the bundle (namespace `post`), resolved from src/writing/ so that an MDX post may import a
 * component of the site. With no posts the file is bundled as it is, and the bundle is unchanged.
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
      build.onResolve({ filter: /^post:/ }, (args) => ({
        path: args.path.slice('post:'.length),
        namespace: 'post',
      }));
      build.onLoad({ filter: /.*/, namespace: 'post' }, (args) => {
        const post = source.posts.find((p) => p.file === args.path);
        if (!post) return { errors: [{ text: `${args.path} is not a post of this build` }] };
        return { contents: post.compiled.code, loader: 'jsx', resolveDir: resolve('src/writing') };
      });
    },
  };
}
