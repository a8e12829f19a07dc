import type { Plugin } from 'esbuild';
import { parseFrontmatter } from '../../scripts/generator/writing/frontmatter';
import {
  newestFirst,
  postFiles,
  readingMinutes,
  readSource,
} from '../../scripts/generator/writing/read-posts';

/**
 * What the pages say of each post, without compiling a body, newest first: the tests' page table is
 * made from it (./test-compile.ts), so that their lists of pages and the menu are the site's.
 */
async function readPostSummaries() {
  const summaries = await Promise.all(
    postFiles().map(async ({ file, slug }) => {
      const { meta, body } = parseFrontmatter(file, await readSource(file));
      return { ...meta, slug, minutes: readingMinutes(body) };
    }),
  );
  return summaries.filter((post) => !post.draft).sort(newestFirst);
}

/**
 * `site:writing` (src/site-writing.d.ts) as the renderer's bundle has it: the site's published posts
 * (scripts/generator/writing/posts-plugin.ts), so that the page table, the menu and the page lists
 * the tests read are the built site's, for an owner with posts too. Their bodies, and the case
 * studies, are the build's to render; a test reads their pages in the built site.
 */
export function sitePosts(): Plugin {
  // A post the build refuses fails the build, which says why; the tests then do not run.
  const summaries = readPostSummaries().catch(() => []);
  return {
    name: "the site's posts",
    setup(build) {
      build.onResolve({ filter: /^site:writing$/ }, () => ({ path: 'writing', namespace: 'site' }));
      build.onLoad({ filter: /.*/, namespace: 'site' }, async () => {
        const body = `() => { throw new Error("A post's body is rendered by the build: read its page in the built site."); }`;
        return {
          contents: `const Body = ${body};\nexport const posts = ${JSON.stringify(await summaries)}.map((post) => ({ ...post, Body }));\nexport const caseStudies = [];\nexport const postModules = {};\nexport const readingPosts = (render) => ({ result: render(), read: new Map() });\nexport const postsReadAtLoad = () => new Map();\n`,
          loader: 'js',
        };
      });
    },
  };
}
