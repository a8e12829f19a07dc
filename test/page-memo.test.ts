import { randomBytes, randomUUID } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createPageMemo } from '../scripts/generator/pages/page-memo';
import type { Assets, PageHead } from '../src/render/render';

/**
 * The pages' memo (scripts/generator/pages/page-memo.ts) keeps what is made of a page while what it
 * is made of is the same: the budget check's size of the finished page goes with its head, so a new
 * head (another page's CSS, another font) is measured again.
 */
const test = suite('page memo: what is kept with a page, and when it is made again');
const head: PageHead = { css: '', csp: '', rules: undefined, fonts: [] };

test("a finished page's size is kept while its head is, and measured again with a new head", async () => {
  const memo = createPageMemo();
  // A renderer of its own: nothing kept on disk by another build is found.
  await memo.start(randomUUID(), {} as Assets, new Map());
  const page = memo.page('/about', () => ({ html: '<p>About</p>', bodies: new Map() }));
  await memo.head(page, 'first', async () => ({ head, hash: 'a' }));
  const small = memo.gzipAtMost(page, '<p>About</p>');
  assert.is(memo.gzipAtMost(page, 'another text'), small, 'kept while the head is the same');
  await memo.head(page, 'second', async () => ({ head, hash: 'b' }));
  const long = `<style>${randomBytes(8 * 1024).toString('base64')}</style><p>About</p>`;
  assert.ok(memo.gzipAtMost(page, long) > small + 4 * 1024, 'measured again with the new head');
});

test('a page is rendered again when a body it showed changed, not otherwise', async () => {
  const memo = createPageMemo();
  const renderer = randomUUID();
  let renders = 0;
  const render = () => (renders++, { html: '<p>Post</p>', bodies: new Map([['a.md', 'code 1']]) });
  await memo.start(renderer, {} as Assets, new Map([['a.md', 'code 1']]));
  memo.page('/writing/a', render);
  await memo.start(
    renderer,
    {} as Assets,
    new Map([
      ['a.md', 'code 1'],
      ['b.md', 'other'],
    ]),
  );
  memo.page('/writing/a', render);
  assert.is(renders, 1, 'another post changed: kept');
  await memo.start(renderer, {} as Assets, new Map([['a.md', 'code 2']]));
  memo.page('/writing/a', render);
  assert.is(renders, 2, 'its own body changed: rendered again');
});

test.run();
