import { createHash } from 'node:crypto';
import type { Assets, PageHead } from '../../../src/render/render';
import { keptDir } from '../state/cache-dir';
import { keptShards } from '../state/kept-shards';
import { read, write } from './kept-pages-file';
import { hashTree } from '../publishing/up-to-date';
import { renderedText, uniqueChars } from './rendered-text';
import { purgesMemo } from './shared-purge';
import { atMost, pageFacts, type PageFacts } from './page-facts';
import { postsFields, type PostsGiven, type PostsRead } from './posts-read';
import { assetsRead, type AssetsRead } from './assets-read';

export type { PostsGiven };

/** A page's head as the build made it, and the CSP hash of its CSS. */
type Head = { head: PageHead; hash: string };
/** A page as rendered: its draft, the bodies it showed (file and code's hash), its characters and head. */
export type Page = {
  html: string;
  bodies: ReadonlyMap<string, string>;
  /** The posts' fields it showed. */
  posts: PostsRead;
  /** The posts' cards and pictures it showed (./assets-read.ts). */
  assets?: AssetsRead;
  chars?: string;
  head?: { key: string; value: Head };
  /** The finished page's size by the budget check's gzip (../checks/budget-warnings.ts). */
  gzip?: number;
  /** What the build reads of the finished page but its bytes (./page-facts.ts). */
  facts?: PageFacts;
  /** The finished page, for the head it was given, if kept (in memory only: a new process puts it in again). */
  finished?: { value: Head; html: string };
};

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * A builder's pages between its runs (the dev server's saves) and, on disk, between processes (each
 * `npm run build`): a page is rendered again only when the renderer (its bundle's code), the assets,
 * one of the post bodies it showed or one of the posts' fields it read changed (./posts-read.ts), and
 * its head made again only when its HTML or what the head is made of did. After one post's text is edited, a build of a thousand posts renders that post's
 * page, not every page (1.6 s of rendering, 0.7 s of heads).
 */
export function createPageMemo(slot = 'in-memory.json', { keepFinished = true } = {}) {
  // The newest eight output folders' pages (25 MB for a thousand posts): a test's copy must not push out dist/'s.
  const onDisk = keptShards<Page>({ dir: keptDir('pages'), write, read, newest: 8 });
  // What every page's HTML is made from but its path and the bodies it shows.
  let key: string | undefined;
  let tools: string | undefined;
  /** The paths of the pages made, or given something, since they were loaded: their shards are saved. */
  const changed = new Set<string>();
  const pathOf = new WeakMap<Page, string>();
  const change = (page: Page) => changed.add(pathOf.get(page)!);
  let pages: Map<string, Page> = new Map();
  let bodies: ReadonlyMap<string, string> = new Map();
  const posts = postsFields();
  const looked = assetsRead();
  let recordingAssets: Assets | undefined;
  const unchanged = (page: Page | undefined): page is Page =>
    page !== undefined &&
    [...page.bodies].every(([file, hash]) => bodies.get(file) === hash) &&
    posts.same(page.posts) &&
    looked.same(page.assets);
  return {
    /**
     * Begins a run: with another renderer (its bundle's hash), other assets or other posts' fields read
     * as it loaded, the pages kept for them, if any. Returns the assets to render with, the cards and
     * pictures each page looks up recorded (./assets-read.ts).
     */
    async start(renderer: string, given: Assets, postsGiven: PostsGiven): Promise<Assets> {
      const { recording, keyed } = looked.start(given);
      recordingAssets = recording;
      bodies = postsGiven.bodies;
      const atLoad = posts.start(postsGiven);
      // The measure is Inter's (its package, in the lockfile) as the generator reads it: both read
      // once, as this process has them loaded.
      tools ??= hashTree(['package-lock.json', 'scripts/generator']).digest('hex');
      const next = sha1(JSON.stringify([renderer, { ...keyed, measure: undefined }, tools, atLoad]));
      if (next === key) return recording;
      key = next;
      pages = await onDisk.load(slot, key);
      for (const [path, page] of pages) pathOf.set(page, path);
      changed.clear();
      return recording;
    },
    /** The assets of the run under way as the pages get them (for the feeds' bodies). */
    assets: () => recordingAssets,
    /** Whether the page at `path` is to be rendered (again). */
    stale: (path: string) => !unchanged(pages.get(path)),
    /** The page at `path`, rendered by `render` unless it is as before. */
    page(path: string, render: () => { html: string; bodies: ReadonlyMap<string, string> }): Page {
      const before = pages.get(path);
      if (unchanged(before)) return before;
      const { result: postsRead, read: assetsShown } = looked.reading(() => posts.reading(render));
      const { result, read } = postsRead;
      const { html, bodies: shown } = result;
      // React's renderToString builds the HTML by appending, a string of thousands of pieces that V8
      // keeps as pieces (32 bytes each) until a read makes it one: charCodeAt makes it so in place.
      // A thousand posts' pages held 76 MB less at the build's peak.
      html.charCodeAt(0);
      const shownBodies = new Map([...shown.keys()].map((file) => [file, bodies.get(file)!]));
      const page = { html, bodies: shownBodies, posts: read, assets: assetsShown };
      pages.set(path, page);
      pathOf.set(page, path);
      changed.add(path);
      return page;
    },
    /** The characters a page shows, each once (a few hundred of a post's thousands). */
    chars(page: Page): string {
      if (page.chars === undefined) {
        page.chars = uniqueChars(renderedText(page.html));
        change(page);
      }
      return page.chars;
    },
    /** The page's head, made by `make` unless it was made of the same `headKey` (and the same HTML). */
    async head(page: Page, headKey: string, make: () => Promise<Head>): Promise<Head> {
      if (page.head?.key !== headKey) {
        page.head = { key: headKey, value: await make() };
        page.gzip = page.facts = undefined;
        change(page);
      }
      return page.head.value;
    },
    /**
     * The finished page: its draft with `head` put in by `finish`, kept while the head is the same if
     * `keepFinished`. Else put in each time it is read (three times by `npm run build`: about 0.1 ms),
     * and a thousand posts' finished pages (59 MB) are never all held at once.
     */
    finished(page: Page, head: Head, finish: () => string): string {
      if (!keepFinished) return finish();
      if (page.finished?.value !== head) page.finished = { value: head, html: finish() };
      return page.finished.html;
    },
    /** The finished page's gzip size for the budgets: a thousand posts' pages compressed took 0.4 s of each build. */
    gzipAtMost(page: Page, finished: () => string): number {
      if (page.gzip === undefined) {
        page.gzip = atMost(finished());
        change(page);
      }
      return page.gzip;
    },
    /** What the build reads of the finished page (./page-facts.ts), under `basePath`. */
    facts(page: Page, basePath: string, finished: () => string): PageFacts {
      if (page.facts?.basePath !== basePath) {
        page.facts = pageFacts(finished(), basePath);
        change(page);
      }
      return page.facts;
    },
    /** The CSS purges of the site's CSS (./shared-purge.ts). */
    purges: purgesMemo(),
    /** Keeps the pages for the next build of the same output folder (dist/, the dev server's, none), if any changed. */
    async save() {
      if (changed.size === 0 || !key) return;
      const saving = [...changed];
      changed.clear();
      await onDisk.save(slot, { key, entries: pages }, saving);
    },
  };
}

export type PageMemo = ReturnType<typeof createPageMemo>;
