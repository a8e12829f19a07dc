import type { Keyed } from '../state/kept-shards';
import type { PostsRead } from './posts-read';
import type { Page } from './page-memo';
import type { PageFacts } from './page-facts';
import type { AssetsRead } from './assets-read';

/** The kept pages of a shard (../state/kept-shards.ts), as ./page-memo.ts keeps them. */
type Kept = Keyed<Page>;

/** A page in the file: path, HTML's length, bodies, posts' fields, characters, its head's index, gzip size, facts (null: not worked out), cards and pictures. */
type Stored = [
  string,
  number,
  [string, string][],
  PostsRead,
  string | null,
  number | null,
  number | null,
  PageFacts | null,
  AssetsRead,
];

/**
 * The pages as a file: a line of JSON (the key, each page's row with its HTML's length in bytes), a
 * line of the heads, each once (a thousand posts share a handful), then the pages' HTML one after
 * another as it is. Escaped into the JSON, a thousand posts' 29 MB of HTML took 0.3 s to write and
 * 0.25 s to read back. A page's HTML is decoded when first read: a build whose pages are kept reads
 * few (decoding all 25 MB took 0.2 s).
 */
export function* write({ key, entries: pages }: Kept): Generator<string> {
  const heads = new Map<string, number>();
  const rows = [...pages].map(([path, page]): Stored => {
    const { html, bodies, posts, chars = null, head, gzip = null, facts = null, assets = [] } = page;
    const json = head && JSON.stringify(head);
    if (json && !heads.has(json)) heads.set(json, heads.size);
    const bytes = Buffer.byteLength(html);
    return [path, bytes, [...bodies], posts, chars, json ? heads.get(json)! : null, gzip, facts, assets];
  });
  yield `{"key":"${key}","pages":${JSON.stringify(rows)}}\n[${[...heads.keys()].join(',')}]\n`;
  // A megabyte at a time: a write for each page's HTML took longer than the writing.
  let chunk = '';
  for (const { html } of pages.values()) {
    chunk += html;
    if (chunk.length < 1 << 20) continue;
    yield chunk;
    chunk = '';
  }
  yield chunk;
}
export function read(bytes: Buffer): Kept {
  const end = bytes.indexOf(10); // the rows' line end; the heads' line follows, then the pages' bytes
  const headsEnd = bytes.indexOf(10, end + 1);
  if (end < 0 || headsEnd < 0) throw new Error('cut short');
  const kept = JSON.parse(bytes.toString('utf8', 0, end)) as { key: string; pages: Stored[] };
  // The heads (each a page's CSS and fonts) are parsed when a page's is first read: a page the last
  // build finished the same is published without its head, and the heads were 70% of the JSON.
  let heads: Page['head'][] | undefined;
  const headsOf = () => (heads ??= JSON.parse(bytes.toString('utf8', end + 1, headsEnd)) as Page['head'][]);
  let at = headsEnd + 1;
  const page = ([, length, bodies, posts, chars, head, gzip, facts, assets]: Stored): Page => {
    const [start, stop] = [at, (at += length)];
    if (stop > bytes.length) throw new Error('cut short');
    let html: string | undefined;
    let given: { value: Page['head'] } | undefined;
    return {
      get html() {
        return (html ??= bytes.toString('utf8', start, stop));
      },
      get head() {
        return given ? given.value : head === null ? undefined : headsOf()[head];
      },
      set head(value) {
        given = { value };
      },
      bodies: new Map(bodies),
      posts,
      chars: chars ?? undefined,
      gzip: gzip ?? undefined,
      facts: facts ?? undefined,
      assets,
    };
  };
  return { key: kept.key, entries: new Map(kept.pages.map((row) => [row[0], page(row)])) };
}
