import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runSync } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LocatedError } from '../scripts/generator/errors/located-error';
import { parseFrontmatter } from '../scripts/generator/writing/frontmatter';
import { frontmatterLimits, isRealDate } from '../src/frontmatter';
import { readPosts } from '../scripts/generator/writing/read-posts';

/** A post's file: frontmatter lines, then the body. */
const post = (front: string[], body = 'Some text.') => `---\n${front.join('\n')}\n---\n\n${body}\n`;
const valid = ['title: Why evals matter', 'date: 2026-03-14', 'description: The case for evals.'];

/** The problem a folder of posts is refused for: file, line, and the message's field. */
async function refusal(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'posts-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    await readPosts({ dir });
  } catch (error) {
    if (!(error instanceof LocatedError)) throw error;
    const [problem] = error.problems;
    return { file: problem!.file.replace(`${dir}/`, ''), line: problem!.line, message: problem!.message };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return null;
}

const frontmatter = suite('writing: frontmatter');

frontmatter('a post’s fields are read, tags and updated optional, draft false unless said', () => {
  const { meta } = parseFrontmatter(
    'a.md',
    post([...valid, 'tags: [evals, product]', 'updated: 2026-04-01']),
  );
  assert.equal(meta, {
    title: 'Why evals matter',
    date: '2026-03-14',
    description: 'The case for evals.',
    tags: ['evals', 'product'],
    updated: '2026-04-01',
    draft: false,
  });
});

frontmatter('a post’s own language, as a canonical language tag', () => {
  for (const [written, lang] of [
    ['de', 'de'],
    ['pt-br', 'pt-BR'],
    ['"ZH-hant-tw"', 'zh-Hant-TW'],
  ] as const)
    assert.is(parseFrontmatter('a.md', post([...valid, `lang: ${written}`])).meta.lang, lang, written);
  assert.not.ok('lang' in parseFrontmatter('a.md', post(valid)).meta, 'none unless said');
});

frontmatter('a date is a real day written yyyy-mm-dd', () => {
  assert.ok(isRealDate('2024-02-29'));
  for (const bad of ['2026-02-30', '2025-02-29', '2026-13-01', '14/03/2026', '2026-3-14'])
    assert.not.ok(isRealDate(bad), bad);
});

frontmatter('the body starts on the line after the frontmatter', () => {
  const { bodyLine, body } = parseFrontmatter('a.md', post(valid, 'First line.'));
  assert.is(body.split('\n')[bodyLine - 5], 'First line.');
});

frontmatter.run();

const errors = suite('writing: each mistake stops the build, naming file, line and field');

errors('a missing title', async () => {
  const problem = await refusal({ 'a.md': post(valid.slice(1)) });
  assert.equal(problem, { file: 'a.md', line: 1, message: 'title: is missing: every post has one.' });
});

errors('a date that is not a real day', async () => {
  const problem = await refusal({ 'a.md': post([valid[0]!, 'date: 2026-02-30', valid[2]!]) });
  assert.is(problem?.line, 3);
  assert.match(problem!.message, /^date: "2026-02-30" is not a real date/);
});

errors('an unknown frontmatter key', async () => {
  const problem = await refusal({ 'a.md': post([...valid, 'author: Jane']) });
  assert.is(problem?.line, 5);
  assert.match(problem!.message, /^author: is not a frontmatter key/);
});

errors('a language that is not a language tag', async () => {
  for (const written of ['english', 'Deutsch', 'en_US', '[de]']) {
    const problem = await refusal({ 'a.md': post([...valid, `lang: ${written}`]) });
    assert.is(problem?.line, 5, written);
    assert.match(problem!.message, /^lang: /, written);
    assert.match(problem!.message, /language tag such as de, pt-BR or zh-Hant/, written);
    // A list is not a text: refused as such, not quoted.
    if (!written.startsWith('[')) assert.ok(problem!.message.includes(`"${written}"`), problem!.message);
  }
});

errors('a title or description over its limit, counted in characters', async () => {
  const title = 'é'.repeat(frontmatterLimits.title);
  assert.is(await refusal({ 'a.md': post([`title: ${title}`, ...valid.slice(1)]) }), null);
  const long = await refusal({ 'a.md': post([`title: ${title}x`, ...valid.slice(1)]) });
  assert.equal(long, {
    file: 'a.md',
    line: 2,
    message: `title: is ${frontmatterLimits.title + 1} characters long, over the ${frontmatterLimits.title} a title may have.`,
  });
  const description = 'd'.repeat(frontmatterLimits.description + 1);
  const problem = await refusal({ 'a.md': post([...valid.slice(0, 2), `description: ${description}`]) });
  assert.is(problem?.line, 4);
  assert.match(problem!.message, /^description: is \d+ characters long, over the \d+ a description may have/);
});

errors('too many tags, a tag too long, a tag with no address, two tags of one address', async () => {
  const tags = async (list: string) => refusal({ 'a.md': post([...valid, `tags: ${list}`]) });
  const most = Array.from({ length: frontmatterLimits.tags }, (_, i) => `t${i}`);
  assert.is(await tags(`[${most.join(', ')}]`), null);
  assert.equal(await tags(`[${[...most, 'one-more'].join(', ')}]`), {
    file: 'a.md',
    line: 5,
    message: `tags: has ${frontmatterLimits.tags + 1} tags, over the ${frontmatterLimits.tags} a post may have.`,
  });
  assert.match(
    (await tags(`[${'t'.repeat(frontmatterLimits.tag + 1)}]`))!.message,
    /^tags: "t+" is \d+ characters long/,
  );
  assert.equal(
    (await tags('[evals, "—"]'))!.message,
    'tags: "—" has no letter or digit to make its address, /writing/tags/<tag>, from.',
  );
  assert.is(await tags('[evals, تقييم, 機械学習]'), null, 'a tag in any script has an address');
  assert.equal(
    (await tags('[AI, product, ai]'))!.message,
    'tags: "AI" and "ai" are one tag, /writing/tags/ai: keep one of them.',
  );
});

errors('two posts with the same slug', async () => {
  const problem = await refusal({ 'same.md': post(valid), 'same.mdx': post(valid) });
  assert.is(problem?.file, 'same.mdx');
  assert.match(problem!.message, /^file name: has the same address, \/writing\/same/);
});

errors('a slug that is not a valid address', async () => {
  const problem = await refusal({ 'Why Evals.md': post(valid) });
  assert.is(problem?.file, 'Why Evals.md');
  assert.match(problem!.message, /^file name: "Why Evals" is not a valid address/);
});

errors('a link to a post that does not exist', async () => {
  const problem = await refusal({ 'a.md': post(valid, 'Intro.\n\nSee [the other](./missing-post.md).') });
  assert.equal([problem?.file, problem?.line], ['a.md', 9]);
  assert.match(problem!.message, /^link: \/writing\/missing-post/);
});

errors('a link to a draft, from a published post', async () => {
  const problem = await refusal({
    'a.md': post(valid, 'See [the draft](./b).'),
    'b.md': post([...valid, 'draft: true']),
  });
  assert.match(problem!.message, /^link: \/writing\/b/);
});

errors('an image whose path has a space, which Markdown would publish as text', async () => {
  const problem = await refusal({ 'a.md': post(valid, 'Text.\n\n![The flow](./flow chart.png)') });
  assert.is(problem?.line, 9);
  assert.is(
    problem!.message,
    'image: ![The flow](./flow chart.png) is not read as an image, because its path has a space: write the path in angle brackets, ![…](<./flow chart.png>), or rename the file.',
  );
});

errors('an image without alt text', async () => {
  const problem = await refusal({ 'a.md': post(valid, '![](./chart.png)') });
  assert.is(problem?.line, 7);
  assert.match(problem!.message, /^image: .*has no alt text/);
});

errors('an MDX syntax error', async () => {
  const problem = await refusal({ 'a.mdx': post(valid, 'Line one.\n\n<p>unclosed\n\nMore text.') });
  assert.equal([problem?.file, problem?.line], ['a.mdx', 9]);
  assert.match(problem!.message, /^MDX: /);
});

errors.run();

const compiled = suite('writing: compiled posts');

compiled('drafts are left out unless asked for; the newest post comes first', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'posts-'));
  writeFileSync(join(dir, 'old.md'), post([valid[0]!, 'date: 2025-01-01', valid[2]!]));
  writeFileSync(join(dir, 'new.md'), post([valid[0]!, 'date: 2026-01-01', valid[2]!]));
  writeFileSync(join(dir, 'later.md'), post([...valid, 'draft: true']));
  try {
    assert.equal(
      (await readPosts({ dir })).map((p) => p.slug),
      ['new', 'old'],
    );
    assert.equal(
      (await readPosts({ dir, drafts: true })).map((p) => p.slug),
      ['later', 'new', 'old'],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

compiled('code is highlighted with classes and their CSS, never style attributes', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'posts-'));
  writeFileSync(join(dir, 'a.md'), post(valid, '```ts\nconst answer: number = 42;\n```'));
  try {
    const [read] = await readPosts({ dir });
    assert.not.match(read!.compiled.code, /style/);
    assert.match(read!.compiled.code, /code-[a-z0-9]+/);
    assert.match(read!.compiled.css, /\.code-[a-z0-9]+\s*\{\s*color:\s*#/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

compiled("a table column's alignment is data, not a style the CSP would refuse", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'posts-'));
  const table = '| Release | Cases | Share |\n| :--- | ---: | :---: |\n| 4.1 | 2000 | 31% |';
  writeFileSync(join(dir, 'a.md'), post(valid, table));
  try {
    const [read] = await readPosts({ dir });
    const { default: Body } = runSync(read!.compiled.code, { ...runtime, baseUrl: import.meta.url });
    const html = renderToStaticMarkup(createElement(Body));
    assert.not.match(html, /style=/);
    const aligns = (cell: string) =>
      [...html.matchAll(new RegExp(`<${cell}([\\s][^>]*)?>`, 'g'))].map((m) => m[1]);
    assert.equal(aligns('th'), [' data-align="left"', ' data-align="right"', ' data-align="center"']);
    assert.equal(aligns('td'), [' data-align="left"', ' data-align="right"', ' data-align="center"']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

compiled("a task's checkbox is named by the task's words (a label), in tight and loose lists", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'posts-'));
  const tight = '- [x] Ship the *harness*\n- [ ] Read the logs\n  - nested, not the label';
  const loose = '- [x] Loose first\n\n  Its second paragraph.\n\n- [ ] Loose second';
  writeFileSync(join(dir, 'a.md'), post(valid, `${tight}\n\nBetween.\n\n${loose}`));
  try {
    const [read] = await readPosts({ dir });
    const { default: Body } = runSync(read!.compiled.code, { ...runtime, baseUrl: import.meta.url });
    const html = renderToStaticMarkup(createElement(Body));
    const labels = [...html.matchAll(/<label>([\s\S]*?)<\/label>/g)].map((m) =>
      m[1]!.replace(/<input[^>]*>/, '[box]'),
    );
    assert.equal(labels, [
      '[box] Ship the <em>harness</em>',
      '[box] Read the logs\n',
      '[box] Loose first',
      '[box] Loose second',
    ]);
    // Every checkbox is inside one.
    assert.is(html.match(/<input/g)?.length, 4);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

compiled.run();
