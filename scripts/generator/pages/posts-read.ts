import { createHash } from 'node:crypto';

/** The posts' fields a render read, by field: the files of the posts read (src/site-writing.d.ts). */
type Reads = ReadonlyMap<string, ReadonlySet<string>>;
/** What the build gives the page memo of the posts: their fields by file, newest first, and how a render's reads are seen. */
export type PostsGiven = {
  values: readonly { file: string }[];
  /** Each body's key, by file (the posts' and case studies'): the same key, the same compiled code. */
  bodies: ReadonlyMap<string, string>;
  /** The fields read while the renderer loaded (the page table's): every page is made with them. */
  readAtLoad: Reads;
  reading: <T>(render: () => T) => { result: T; read: Reads };
};
/** A page's reads of the posts' fields, by field (null: every post's), and the hash of their values. */
export type PostsRead = { fields: [string, string[] | null][]; hash: string };

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * The posts' fields each page read, and whether they are still what it read: a post's edit that
 * changes its reading time or title renders again the pages that show it (its own, its neighbours',
 * the lists and tags' pages it is on, its feed entry), not the thousand others.
 */
export function postsFields() {
  let given: PostsGiven = {
    values: [],
    bodies: new Map(),
    readAtLoad: new Map(),
    reading: (render) => ({ result: render(), read: new Map() }),
  };
  let byFile = new Map<string, Record<string, unknown>>();
  // The hash of one field of every post (`#order`: the posts' order), worked out once a run.
  let everyPost = new Map<string, string>();
  let checked = new WeakMap<PostsRead, boolean>();
  const valuesHash = (fields: PostsRead['fields']) => {
    const hash = createHash('sha1');
    for (const [field, files] of fields) {
      if (files !== null) {
        hash.update(
          JSON.stringify([field, files.map((file) => byFile.get(file)?.[field] ?? `#${byFile.has(file)}`)]),
        );
        continue;
      }
      if (!everyPost.has(field)) {
        const values = given.values.map((post) => [
          post.file,
          field === '#order' || byFile.get(post.file)![field],
        ]);
        everyPost.set(field, sha1(JSON.stringify(values)));
      }
      hash.update(`${field} ${everyPost.get(field)!}`);
    }
    return hash.digest('hex');
  };
  /**
   * A render's reads as kept: a field read in more than 32 posts (a post's page finding itself by its
   * address, a tag's page) counts as read in all, a hash worked out once a run; a list of a thousand
   * posts' values for each page took 0.2 s of every build.
   */
  const kept = (read: Reads): PostsRead => {
    const every = (field: string, files: ReadonlySet<string>) => field === '#order' || files.size > 32;
    const fields = [...read]
      .map(([field, files]): [string, string[] | null] => [
        field,
        every(field, files) ? null : [...files].sort(),
      ])
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return { fields, hash: valuesHash(fields) };
  };
  return {
    /** Begins a run with these posts; returns the hash of what every page read of them (at the renderer's load). */
    start(posts: PostsGiven): string {
      given = posts;
      byFile = new Map(posts.values.map((post) => [post.file, post]));
      everyPost = new Map();
      checked = new WeakMap();
      return kept(posts.readAtLoad).hash;
    },
    /** What `render` returned, and the posts' fields it read. */
    reading<T>(render: () => T): { result: T; read: PostsRead } {
      const { result, read } = given.reading(render);
      return { result, read: kept(read) };
    },
    /** Whether the fields a page read are as they were (worked out once a run). */
    same(read: PostsRead): boolean {
      if (!checked.has(read)) checked.set(read, valuesHash(read.fields) === read.hash);
      return checked.get(read)!;
    },
  };
}
