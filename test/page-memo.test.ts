import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { keptDir } from '../scripts/generator/state/cache-dir';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createPageMemo, type PostsGiven } from '../scripts/generator/pages/page-memo';
import type { Assets, PageHead } from '../src/render/render';

/**
 * The pages' memo (scripts/generator/pages/page-memo.ts) keeps what is made of a page while what it
 * is made of is the same: the budget check's size of the finished page goes with its head, so a new
 * head (another page's CSS, another font) is measured again.
 */
const test = suite('page memo: what is kept with a page, and when it is made again');
const head: PageHead = { css: '', csp: '', rules: undefined, fonts: [] };
type Fields = Record<string, unknown> & { file: string };
/** The posts `values` and bodies' keys, a render of which reads `read` (by field, the files read). */
const postsGiven = (
  values: Fields[] = [],
  read = new Map<string, Set<string>>(),
  bodies = new Map<string, string>(),
): PostsGiven => ({
  values,
  bodies,
  readAtLoad: new Map(),
  reading: (render) => ({ result: render(), read }),
});

test("a finished page's size is kept while its head is, and measured again with a new head", async () => {
  const memo = createPageMemo();
  // A renderer of its own: nothing kept on disk by another build is found.
  await memo.start(randomUUID(), {} as Assets, postsGiven());
  const page = memo.page('/about', () => ({ html: '<p>About</p>', bodies: new Map() }));
  await memo.head(page, 'first', async () => ({ head, hash: 'a' }));
  const small = memo.gzipAtMost(page, () => '<p>About</p>');
  assert.is(
    memo.gzipAtMost(page, () => 'another text'),
    small,
    'kept while the head is the same',
  );
  await memo.head(page, 'second', async () => ({ head, hash: 'b' }));
  const long = `<style>${randomBytes(8 * 1024).toString('base64')}</style><p>About</p>`;
  assert.ok(memo.gzipAtMost(page, () => long) > small + 4 * 1024, 'measured again with the new head');
});

test("a page's facts are its finished bytes', kept while its head is, worked out again with a new one", async () => {
  const memo = createPageMemo();
  await memo.start(randomUUID(), {} as Assets, postsGiven());
  const page = memo.page('/about', () => ({ html: '<p>About</p>', bodies: new Map() }));
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  await memo.head(page, 'first', async () => ({ head, hash: 'a' }));
  const first = memo.facts(page, '', () => '<style>a</style><a href="/x">x</a>');
  assert.is(first.sha256, sha256('<style>a</style><a href="/x">x</a>'));
  assert.is(memo.facts(page, '', () => 'not read').sha256, first.sha256, 'kept while the head is');
  assert.equal(
    memo.facts(page, '/site', () => '<a href="/x">x</a>').skipping,
    [['href', '/x']],
    'another base path',
  );
  await memo.head(page, 'second', async () => ({ head, hash: 'b' }));
  assert.is(
    memo.facts(page, '/site', () => '<style>b</style>').sha256,
    sha256('<style>b</style>'),
    'a new head',
  );
});

test("a page is rendered again when a post's card or picture it showed changed, not another's", async () => {
  const memo = createPageMemo();
  const renderer = randomUUID();
  let renders = 0;
  const cards = (a: string, b: string) => ({ postCards: { a, b } }) as unknown as Assets;
  const run = async (assets: Assets) => {
    const given = await memo.start(renderer, assets, postsGiven());
    // The post a's page names its card only.
    memo.page(
      '/writing/a',
      () => (renders++, { html: `<meta content="${given.postCards!.a}">`, bodies: new Map() }),
    );
  };
  await run(cards('/a-1.jpg', '/b-1.jpg'));
  await run(cards('/a-1.jpg', '/b-2.jpg'));
  assert.is(renders, 1, "another post's card changed: kept");
  await run(cards('/a-2.jpg', '/b-2.jpg'));
  assert.is(renders, 2, 'its own card changed: rendered again');
});

test('a page is rendered again when a body it showed changed, not otherwise', async () => {
  const memo = createPageMemo();
  const renderer = randomUUID();
  let renders = 0;
  const render = () => (renders++, { html: '<p>Post</p>', bodies: new Map([['a.md', 'code 1']]) });
  await memo.start(renderer, {} as Assets, postsGiven([], new Map(), new Map([['a.md', 'key 1']])));
  memo.page('/writing/a', render);
  const both = new Map([
    ['a.md', 'key 1'],
    ['b.md', 'other'],
  ]);
  await memo.start(renderer, {} as Assets, postsGiven([], new Map(), both));
  memo.page('/writing/a', render);
  assert.is(renders, 1, 'another post changed: kept');
  await memo.start(renderer, {} as Assets, postsGiven([], new Map(), new Map([['a.md', 'key 2']])));
  memo.page('/writing/a', render);
  assert.is(renders, 2, 'its own body changed: rendered again');
});

test("a page is rendered again when a post's field it showed changed, not another's", async () => {
  const memo = createPageMemo();
  const renderer = randomUUID();
  let renders = 0;
  const render = () => (renders++, { html: '<p>Writing</p>', bodies: new Map() });
  // The list shows a's title and reading time; b and c are on another page.
  const read = new Map([
    ['title', new Set(['a.md'])],
    ['minutes', new Set(['a.md'])],
  ]);
  const posts = (a: number, b: number, c = 'C') => [
    { file: 'a.md', title: 'A', minutes: a },
    { file: 'b.md', title: 'B', minutes: b },
    { file: 'c.md', title: c, minutes: 1 },
  ];
  const run = async (values: Fields[]) => {
    await memo.start(renderer, {} as Assets, postsGiven(values, read));
    memo.page('/writing', render);
  };
  await run(posts(3, 1));
  await run(posts(3, 2, 'Another title'));
  assert.is(renders, 1, "another post's fields changed: kept");
  await run(posts(4, 2, 'Another title'));
  assert.is(renders, 2, 'the reading time it shows changed: rendered again');
});

test('a kept file another version of the build wrote is not read, and not a failure', async () => {
  const slot = `other-version-${randomUUID()}`;
  const dir = join(keptDir('pages'), slot);
  mkdirSync(dir, { recursive: true });
  for (let shard = 0; shard < 64; shard++) {
    const file = join(dir, `${shard}.json`);
    writeFileSync(file, '{"key": "written by an older build", "pages": [');
    writeFileSync(`${file}.sha256`, createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  try {
    const memo = createPageMemo(slot);
    await memo.start(randomUUID(), {} as Assets, postsGiven());
    let renders = 0;
    memo.page('/about', () => (renders++, { html: '<p>About</p>', bodies: new Map() }));
    assert.is(renders, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a new process finds the pages kept, and after an edit of one, every page as last made', async () => {
  const slot = `shards-${randomUUID()}`;
  const renderer = randomUUID();
  const paths = Array.from({ length: 200 }, (_, i) => `/writing/post-${i}`);
  const body = (path: string, version: number) => new Map([[path, `${path} ${version}`]]);
  const given = (edited: string, version: number) =>
    postsGiven(
      [],
      new Map(),
      new Map(paths.map((path) => [path, `${path} ${path === edited ? version : 1}`])),
    );
  let renders = 0;
  const render = (path: string, version: number) => () => (
    renders++,
    { html: `<p>${path} ${version}</p>`, bodies: body(path, version) }
  );
  try {
    const first = createPageMemo(slot);
    await first.start(renderer, {} as Assets, given('', 1));
    for (const path of paths) first.page(path, render(path, 1));
    await first.save();
    // Another process: one post edited, its page made again and kept.
    const second = createPageMemo(slot);
    await second.start(renderer, {} as Assets, given(paths[7]!, 2));
    renders = 0;
    for (const path of paths) second.page(path, render(path, path === paths[7] ? 2 : 1));
    assert.is(renders, 1, 'only the edited page rendered');
    await second.save();
    const third = createPageMemo(slot);
    await third.start(renderer, {} as Assets, given(paths[7]!, 2));
    renders = 0;
    const htmls = paths.map((path) => third.page(path, render(path, 0)).html);
    assert.is(renders, 0, 'every page kept');
    assert.equal(
      htmls,
      paths.map((path) => `<p>${path} ${path === paths[7] ? 2 : 1}</p>`),
    );
  } finally {
    rmSync(join(keptDir('pages'), slot), { recursive: true, force: true });
  }
});

test.run();
