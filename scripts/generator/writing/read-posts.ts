import { createHash } from 'node:crypto';
import type { PostMeta } from '../../../src/frontmatter';
import { existsSync, readFile, readFileSync, stat } from '../project-files';
import { compiledPosts as newCompiledPosts, compileKey, compileMissing } from './compile-cache';
import type { CompiledPosts } from './compile-cache';
import type { CompiledPost } from './compile-post';
import { parseFrontmatter } from './frontmatter';
import { PostError } from './post-error';
import { toolchainHash } from './toolchain-hash';
import pMap from 'p-map';
import { everyPostFile, markdownFiles, postFiles, writingDir } from './post-files';

export { markdownFiles, postFiles, writingDir };

/** A post as the build read it: its address's last part, its file, what its frontmatter says, and its body compiled. */
export type ReadPost = PostMeta & {
  slug: string;
  file: string;
  titleLine: number;
  minutes: number;
  compiled: CompiledPost;
  /** Its body's key in the compile cache: the same key, the same compiled code (../pages/page-memo.ts). */
  bodyKey: string;
  /** The language of its folder (src/writing/de/): none for a post of the site's first language. */
  language?: string;
};

/**
 * The post files one builder read, by file, with what it made of each (the dev server's state,
 * ../state/build-state.ts): a file whose text is the same is not parsed or looked up again.
 */
export type ReadFiles = Map<
  string,
  {
    sourceHash: string;
    mtimeMs: number;
    size: number;
    lockfile: string;
    drafts: boolean;
    post: ReadPost | null;
  }
>;

/** Chinese and Japanese characters (and their punctuation): text that spaces do not cut into words. */
const unspaced = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/gu;

/**
 * Reading time at 230 words a minute, at least one. Chinese and Japanese have no spaces between
 * words: their characters count two to a word (about 460 a minute; readers of either read 400 to
 * 600), so a long post in either is not "1 min read".
 */
export function readingMinutes(text: string): number {
  const characters = text.match(unspaced)?.length ?? 0;
  const words = text.replace(unspaced, ' ').match(/\S+/g)?.length ?? 0;
  return Math.max(1, Math.round((words + characters / 2) / 230));
}

/** A post file's text, its line ends as Unix writes them: the lines the build names are the editor's. */
export const readSource = async (file: string) => (await readFile(file, 'utf8')).replace(/\r\n/g, '\n');
// Without a promise each: a forced build read a thousand posts in 317-349 ms so, 100-121 ms this way.
const readSourceNow = (file: string) => readFileSync(file, 'utf8').replace(/\r\n/g, '\n');

/**
 * Every post of src/writing/ and its languages' folders, newest first, drafts only when `drafts` is set (the dev server):
 * read, checked and looked up in the compile cache. The posts to compile are compiled beside the
 * build's next steps (the renderer's bundle, the photos, the cards need no body): `ready` resolves
 * when their bodies are set and every post's links and images are checked.
 */
export async function readPostsEarly({
  dir = writingDir,
  drafts = false,
  compiledPosts = newCompiledPosts(),
  read = new Map() as ReadFiles,
  /** The caller goes on while the posts compile (../../../build.ts): see ./compile-cache.ts. */
  beside = false,
} = {}): Promise<{ posts: ReadPost[]; ready: Promise<void> }> {
  const files: { file: string; slug: string; language?: string }[] = everyPostFile(dir);
  if (files.length === 0) return { posts: [], ready: Promise.resolve() };
  const lockfile = toolchainHash();
  // Read and looked up first: the posts still to compile are then known, and many go to the pool's processes.
  const entries = await pMap(
    files,
    async ({ file, slug, language }) => {
      // A file of the same size and time as when read is not read again (the dev server's saves).
      const { mtimeMs, size } = await stat(file);
      const before = read.get(file);
      const same = before?.lockfile === lockfile && before.drafts === drafts;
      if (same && before.mtimeMs === mtimeMs && before.size === size)
        return { file, kept: before, post: before.post };
      const source = readSourceNow(file);
      const kept = {
        sourceHash: createHash('sha1').update(source).digest('hex'),
        mtimeMs,
        size,
        lockfile,
        drafts,
      };
      if (same && before.sourceHash === kept.sourceHash) return { file, kept, post: before.post };
      const { meta, body, bodyLine, titleLine } = parseFrontmatter(file, source);
      if (meta.draft && !drafts) return { file, kept, post: null };
      // Blank lines in place of the frontmatter: every line the compiler names is the file's.
      const job = { file, body: '\n'.repeat(bodyLine - 1) + body };
      const key = compileKey(job, lockfile);
      const compiled = await compiledPosts.find(key);
      const post = {
        ...meta,
        slug,
        file,
        titleLine,
        minutes: readingMinutes(body),
        bodyKey: key,
        ...(language ? { language } : {}),
      };
      return compiled
        ? { file, kept, post: { ...post, compiled: codeFromCache({ ...post, compiled }, compiledPosts) } }
        : { file, kept, post: null, missing: { post, job, key } };
    },
    { concurrency: 8 },
  );
  const missing = entries.flatMap((entry) => (entry.missing ? [entry.missing] : []));
  // A post still to compile: its body, links and images are set when `ready` resolves, and only then
  // is it among the files read (one that fails is read again by the next run, and fails again).
  const posts = entries.map((entry) => {
    const post = entry.missing ? (entry.missing.post as ReadPost) : entry.post;
    if (entry.missing) read.delete(entry.file);
    else read.set(entry.file, { ...entry.kept, post });
    return post;
  });
  const present = new Set(files.map((f) => f.file));
  for (const file of read.keys()) if (!present.has(file)) read.delete(file);
  const shown = posts.filter((post): post is ReadPost => post !== null).sort(newestFirst);
  const ready = compileMissing(missing, compiledPosts, beside).then((compiled) => {
    for (const entry of entries.filter((entry) => entry.missing)) {
      const post = entry.missing!.post as ReadPost;
      post.compiled = codeFromCache({ ...post, compiled: compiled.get(entry.missing!.key)! }, compiledPosts);
      read.set(entry.file, { ...entry.kept, post });
    }
    checkReferences(shown, dir);
  });
  ready.catch(() => {}); // awaited by what reads the bodies; a failure is the build's there
  // An MDX body's imports are bundled with the renderer, which waits for them.
  if (missing.some(({ job }) => job.file.endsWith('.mdx'))) await ready;
  return { posts: shown, ready };
}

/** Every post of the folder read and compiled, each from its cache when unchanged (`readPostsEarly`, waited for). */
export async function readPosts(options: Parameters<typeof readPostsEarly>[0] = {}): Promise<ReadPost[]> {
  const { posts, ready } = await readPostsEarly(options);
  await ready;
  return posts;
}

/** Each link to another post names a published one (or a draft, in a build with drafts), each image a file. */
function checkReferences(shown: readonly ReadPost[], dir: string) {
  const slugs = new Set(shown.map((post) => post.slug));
  for (const post of shown) {
    for (const link of post.compiled.links)
      if (!slugs.has(link.slug))
        throw new PostError(
          post.file,
          link.line,
          'link',
          `/writing/${link.slug}: there is no ${post.draft ? '' : 'published '}post ${link.slug}.md or ${link.slug}.mdx in ${dir}/.`,
        );
    for (const image of post.compiled.images)
      if (!existsSync(image.src))
        throw new PostError(post.file, image.line, 'image', `${image.src} does not exist.`);
  }
}

/** The site's order of posts: newest first, posts of one day by address. */
export const newestFirst = (a: { date: string; slug: string }, b: { date: string; slug: string }) =>
  a.date === b.date ? (a.slug < b.slug ? -1 : 1) : a.date < b.date ? 1 : -1;

/**
 * The post's compiled body, its code read from the compile cache when a render shows it (from memory
 * where the cache remembers it): a build holds no body's code it is not rendering.
 */
export function codeFromCache({ file, bodyKey, compiled }: ReadPost, cache: CompiledPosts): CompiledPost {
  const { code: _, ...withoutCode } = compiled;
  // The getter holds the post's file and key, not the compiled body given.
  const code = () => cache.findSync(bodyKey)?.code;
  return Object.defineProperty(withoutCode, 'code', {
    get() {
      const found = code();
      if (found !== undefined) return found;
      throw new PostError(file, 1, 'body', 'its compiled body is gone from the cache: run the build again.');
    },
  }) as CompiledPost;
}
