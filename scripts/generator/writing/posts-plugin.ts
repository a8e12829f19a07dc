import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';
import type { ReadCaseStudy } from './case-studies';
import type { ReadPost } from './read-posts';
import { postKeys } from './frontmatter';

/**
 * The posts and case studies the next bundle gets: set by the build before each bundling (../../../build.ts);
 * `ready`: the posts still compiling are (their bodies, images and links are read after it).
 */
export type PostsSource = {
  posts: readonly ReadPost[];
  caseStudies?: readonly ReadCaseStudy[];
  ready?: Promise<void>;
};

/** The path of the i-th module the bodies import, in the module `site:writing`. */
const importPrefix = 'post-import:';

/**
 * The renderer's `site:writing` (src/site-writing.d.ts), made from the files read: the posts and case
 * studies, each body named by its file and given at render as compiled code
 * (src/render/post-bodies.tsx), and `postModules`, the modules the MDX bodies import, each resolved
 * from its body's own folder so that it may import a component of the site (with its styles). The
 * posts' fields are not in the bundle: they are the module `site:posts`, given when the bundle is
 * loaded (../bundling/bundle-renderer.ts), so that the bundle changes when a post's imports do, not
 * when its text or frontmatter does. Each field a page reads is recorded (`readingPosts`): a page
 * is rendered again when a field it read changed (../pages/page-memo.ts), not at every post's edit.
 */
export function postsPlugin(source: PostsSource): Plugin {
  return {
    name: 'posts',
    setup(build) {
      // The modules the bodies import, in the order of the last `site:writing` made.
      let imports: { file: string; specifier: string; line: number }[] = [];
      build.onResolve({ filter: /^site:writing$/ }, () => ({ path: 'writing', namespace: 'site' }));
      build.onResolve({ filter: /^site:posts$/ }, () => ({ path: 'site:posts', external: true }));
      build.onLoad({ filter: /.*/, namespace: 'site' }, () => {
        const made = writingModule(source);
        imports = made.imports;
        return { contents: made.contents, loader: 'js', resolveDir: process.cwd() };
      });
      // A module a body imports, found from the body's folder; one that is not there is the post's
      // mistake, at the line of its import.
      build.onResolve({ filter: new RegExp(`^${importPrefix}`) }, async (args) => {
        const { file, specifier, line } = imports[Number(args.path.slice(importPrefix.length))]!;
        const found = await build.resolve(specifier, {
          resolveDir: dirname(resolve(file)),
          kind: 'import-statement',
        });
        if (found.errors.length === 0) return { path: found.path, external: found.external };
        return { errors: [{ text: `Could not resolve "${specifier}"`, location: { file, line } }] };
      });
    },
  };
}

/**
 * The text of `site:writing` for `source`, and the modules its bodies import (in the order of its
 * `post-import:` modules): what the renderer's bundle is made with, beside its files.
 */
export function writingModule(source: PostsSource) {
  const studies = source.caseStudies ?? [];
  const body = (file: string) => `Body: compiledBody(${JSON.stringify(file)})`;
  const language = (s: ReadCaseStudy) => (s.language ? `language: ${JSON.stringify(s.language)}, ` : '');
  const caseStudies = studies.map(
    (s) => `  { id: ${s.id}, draft: ${s.draft}, ${language(s)}${body(s.file)} },`,
  );
  // A Markdown body imports nothing (and may be compiling still: ../writing/read-posts.ts).
  const imports = [...source.posts, ...studies].flatMap((read) =>
    read.file.endsWith('.mdx')
      ? read.compiled.imports.map((imported) => ({ file: read.file, ...imported }))
      : [],
  );
  // Keyed as src/render/post-bodies.tsx looks a module up: its body's file and the import as written.
  const keys = imports.map(({ file, specifier }) => JSON.stringify(`${file}|${specifier}`));
  const contents = [
    `import { compiledBody } from ${JSON.stringify(resolve('src/render/post-bodies.tsx'))};`,
    `import { posts as given } from "site:posts";`,
    ...imports.map((_, i) => `import * as module${i} from "${importPrefix}${i}";`),
    readsRecorded,
    `export const caseStudies = [\n${caseStudies.join('\n')}\n];`,
    `export const postModules = { ${keys.map((key, i) => `${key}: module${i}`).join(', ')} };`,
    '',
  ].join('\n');
  return { contents, imports };
}

/**
 * The posts of `site:writing`, each field read recorded, by field, as the file of the post read
 * (`#order`: the list itself): while the bundle loads (what every page is made with, such as the
 * page table), then within `readingPosts` only.
 */
const readsRecorded = `let reads = new Map();
const read = (field, file) => {
  if (!reads) return;
  if (!reads.has(field)) reads.set(field, new Set());
  reads.get(field).add(file);
};
const watched = ({ file, ...fields }) => new Proxy({ ...fields, Body: compiledBody(file) }, {
  get: (post, field, receiver) => {
    if (typeof field === 'string' && field !== 'Body') read(field, file);
    return Reflect.get(post, field, receiver);
  },
});
export const posts = new Proxy(given.map(watched), {
  get: (list, key, receiver) => (read('#order', ''), Reflect.get(list, key, receiver)),
});
const atLoad = reads;
export function postsReadAtLoad() {
  reads = null;
  return atLoad;
}
export function readingPosts(render) {
  const outer = reads;
  reads = new Map();
  try {
    return { result: render(), read: reads };
  } finally {
    reads = outer;
  }
}`;

/** The posts' fields as `site:posts` gives them, with each post's file. */
export const postValues = ({ posts }: PostsSource) =>
  posts.map((post) => ({
    file: post.file,
    slug: post.slug,
    ...Object.fromEntries(postKeys.map((key) => [key, post[key]])),
    minutes: post.minutes,
    ...(post.language ? { language: post.language } : {}),
  }));

/**
 * The compiled code of each post and case study, by file, given to each render: read when a render
 * shows it (a kept post's from the compile cache, ../writing/read-writing.ts).
 */
export const bodyCode = ({ posts, caseStudies = [] }: PostsSource) => {
  const byFile = new Map([...posts, ...caseStudies].map((read) => [read.file, read]));
  return { get: (file: string) => byFile.get(file)?.compiled.code };
};

/** Each body's key, by file: the same key, the same code (a post's compile key; a case study's code's hash). */
export const bodyKeys = ({ posts, caseStudies = [] }: PostsSource) =>
  new Map([
    ...posts.map((post): [string, string] => [post.file, post.bodyKey]),
    ...caseStudies.map((study): [string, string] => [study.file, sha1(study.compiled.code)]),
  ]);

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
