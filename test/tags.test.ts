import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { laterPages, pageCount, pageOf, postsPerPage } from '../src/paginate';
import { postsByTag } from '../src/posts-by-tag';
import { tagSegment } from '../src/tag-segment';

const segments = suite('tags: a tag’s address segment');

for (const [tag, segment] of [
  ['evals', 'evals'],
  ['AI', 'ai'],
  ['Product Management', 'product-management'],
  ['  spaced   out  ', 'spaced-out'],
  ['Évals & RAG', 'evals-rag'],
  ['naïve Bayes', 'naive-bayes'],
  ['C++', 'c'],
  ['web3.0', 'web3-0'],
  ['--dashes--', 'dashes'],
  ['ＡＩ', 'ai'],
  ['Машинное обучение', 'машинное-обучение'],
  ['Τεχνητή Νοημοσύνη', 'τεχνητή-νοημοσύνη'],
  ['機械学習', '機械学習'],
  ['データ 分析', 'データ-分析'],
  ['تقييم النماذج', 'تقييم-النماذج'],
  ['हिंदी लेख', 'हिंदी-लेख'],
  ['łódź', 'lodz'],
  ['Đánh giá mô hình', 'danh-gia-mo-hinh'],
  ['Straße', 'strasse'],
  ['Ærø', 'aero'],
] as const)
  segments(`"${tag}" is /writing/tags/${segment}`, () => assert.is(tagSegment(tag), segment));

segments('a segment is only lower-case letters and digits, words joined by single dashes', () => {
  for (const tag of ['A/B testing', 'RAG?', 'écrire — lire', 'Q&A', '100% done', 'über_cool', 'Ἀθῆναι 2026'])
    assert.match(tagSegment(tag), /^[\p{Ll}\p{Lo}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u, tag);
});

segments('Latin letters lose their accents; other scripts keep their marks, and are composed', () => {
  // デ written as テ and a combining dakuten is the one letter デ; Hindi's vowel signs stay.
  assert.is(tagSegment('\u30c6\u3099ータ'), 'データ');
  assert.is(tagSegment('हिंदी'), 'हिंदी');
  assert.is(tagSegment('Cafe\u0301'), 'cafe');
});

segments('a tag with no letter or digit has no segment', () => {
  for (const tag of ['!!!', '—', '…', ' + ']) assert.is(tagSegment(tag), '', tag);
});

segments.run();

const merged = suite('tags: the posts of each tag');

const post = (slug: string, tags: string[]) => ({ slug, tags });

merged('each tag lists its posts in the given order (newest first); tags are sorted by segment', () => {
  const posts = [post('c', ['evals', 'product']), post('b', ['product']), post('a', ['evals'])];
  assert.equal(
    postsByTag(posts).map((tag) => [tag.segment, tag.label, tag.posts.map((p) => p.slug)]),
    [
      ['evals', 'evals', ['c', 'a']],
      ['product', 'product', ['c', 'b']],
    ],
  );
});

merged('spellings of one segment are one tag, named as the newest post writes it', () => {
  const posts = [post('new', ['AI']), post('mid', ['ai']), post('old', ['A.I.'])];
  const tags = postsByTag(posts);
  assert.equal(
    tags.map((tag) => [tag.segment, tag.label, tag.posts.map((p) => p.slug)]),
    [
      ['a-i', 'A.I.', ['old']],
      ['ai', 'AI', ['new', 'mid']],
    ],
  );
});

merged('no posts, no tags', () => assert.equal(postsByTag([]), []));

merged.run();

const pages = suite('tags: pages of a list of posts');

pages('every item is on exactly one page, in order; only the first page may be short of none', () => {
  for (const count of [0, 1, postsPerPage - 1, postsPerPage, postsPerPage + 1, 3 * postsPerPage + 2]) {
    const items = Array.from({ length: count }, (_, i) => i);
    const all = [1, ...laterPages(count)].flatMap((page) => pageOf(items, page));
    assert.equal(all, items, `${count} items`);
    assert.is(pageCount(count), Math.max(1, Math.ceil(count / postsPerPage)), `${count} items`);
    for (const page of laterPages(count)) assert.ok(pageOf(items, page).length > 0, `${count}: ${page}`);
  }
});

pages('one page, no numbered pages; one more post than a page, page 2', () => {
  assert.equal(laterPages(postsPerPage), []);
  assert.equal(laterPages(postsPerPage + 1), [2]);
});

pages.run();
