import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LocatedError } from '../../scripts/generator/errors/located-error';
import { compilePost } from '../../scripts/generator/writing/compile-post';
import { worthAProcessFrom } from '../../scripts/generator/other-cores';
import { compileElsewhere } from '../../scripts/generator/writing/compile-cache';
import { parseFrontmatter } from '../../scripts/generator/writing/frontmatter';
import { readPosts } from '../../scripts/generator/writing/read-posts';

/** A body with TypeScript whose one line Shiki splits into many tokens (names, types, punctuation). */
const typed = [
  'Some text.',
  '',
  '```ts',
  'export async function score(cases: { input: string; expected: string }[]): Promise<number> {',
  '  return cases.filter(({ input, expected }) => input.trim() === expected).length / cases.length;',
  '}',
  '```',
  '',
].join('\n');

const test = suite('writing: the posts compiler');

test('a post compiles to the same code and colours the first time in a process as later', async () => {
  // This file runs in a process of its own: the first compile loads the grammar, the slow case.
  const first = await compilePost('src/writing/typed.md', typed);
  const again = await compilePost('src/writing/typed.md', typed);
  assert.is(first.code, again.code);
  assert.is(first.css, again.css);
  // The type annotation is coloured, not left as one plain run to the line's end.
  assert.not.match(first.code, /children: " \{ input: string; expected: string \}/);
});

test('every body is a function body run at render; an MDX import becomes a lookup, noted with its line', async () => {
  for (const [file, body] of [
    ['a.md', 'Text.'],
    ['b.mdx', 'Hello <strong>you</strong>.'],
  ])
    assert.equal((await compilePost(file!, body!)).imports, [], file);
  const withImport = await compilePost('c.mdx', "\n\nimport { X } from '../components/X';\n\n<X />\n");
  assert.equal(withImport.imports, [{ specifier: '../components/X', line: 3 }]);
  assert.not.match(withImport.code, /^import /m);
  assert.match(withImport.code, 'arguments[0].importModule("../components/X")');
  const X = () => 'drawn by X';
  const made = new Function(withImport.code)({
    ...(await import('react/jsx-runtime')),
    baseUrl: 'file:///site/src/writing/c.mdx',
    importModule: (specifier: string) => (specifier === '../components/X' ? { X } : undefined),
  }) as { default: () => { type: unknown } };
  assert.is(made.default().type, X, 'the body draws the module it was given');
});

test('posts read cold go to the pool’s processes and are the posts compiled here, in order; of two bad ones the first fails, with its file and line', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'posts-'));
  // Text no build has compiled: every post misses the cache, and so they go to the pool's processes.
  const unseen = `Written at ${Date.now()}-${Math.random()}.`;
  const bodies = [typed, '# Two\n\nHello <em>world</em>.\n'];
  try {
    for (let i = 1; i <= worthAProcessFrom; i++)
      writeFileSync(
        join(dir, `post-${i}.${i === 2 ? 'mdx' : 'md'}`),
        `---\ntitle: Post ${i}\ndate: 2026-01-${String((i % 28) + 1).padStart(2, '0')}\ndescription: Number ${i}.\n---\n\nPost ${i}. ${unseen}\n\n${bodies[i - 1] ?? ''}`,
      );
    const read = await readPosts({ dir });
    assert.is(read.length, worthAProcessFrom);
    for (const post of read) {
      assert.match(post.compiled.code, `Post ${post.slug.replace('post-', '')}. ${unseen}`);
      // The body as the build hands it to a compiler: the file's lines, the frontmatter's blank.
      const { body, bodyLine } = parseFrontmatter(post.file, readFileSync(post.file, 'utf8'));
      const here = await compilePost(post.file, '\n'.repeat(bodyLine - 1) + body);
      // Its code is read from the compile cache when asked for, not held (an own field of no post).
      assert.equal({ ...post.compiled, code: post.compiled.code }, here, post.file);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const broken = { file: 'src/writing/broken.mdx', body: '\n\nText <div>never closed\n' };
  const fine = { file: 'src/writing/fine.md', body: '\n\nText.\n' };
  const alsoBroken = { file: 'src/writing/z-broken.mdx', body: 'Text <p>never closed\n' };
  try {
    await compileElsewhere([fine, broken, alsoBroken, fine]);
    assert.unreachable('the broken post compiled');
  } catch (error) {
    assert.instance(error, LocatedError);
    const [problem] = (error as LocatedError).problems;
    assert.is(problem!.file, broken.file);
    assert.is(problem!.line, 3);
    assert.match(problem!.message, /^MDX: /);
  }
});

/**
 * Code blocks Shiki reads apart: a language, a meta string, an unknown language, none, one in a list,
 * one in a quote, the same text in two languages, an MDX block in a component.
 */
const blocks = [
  'Some `inline code`.',
  '```ts\nexport const x: number = 1;\n```',
  '```python title="a.py" {1}\ndef f(x):\n    return x * 2\n```',
  '```no-such-language\nplain\n```',
  '```\nno language at all\n```',
  '- an item\n\n  ```sh\n  echo "in a list"\n  ```',
  '> a quote\n>\n> ```json\n> { "a": [1, 2] }\n> ```',
  '```js\nexport const x: number = 1;\n```',
  'export const Note = (props) => <div>{props.children}</div>;\n\n<Note>\n\n```css\n.a { color: red; }\n```\n\n</Note>',
].join('\n\n');

test('each code block is highlighted once: kept, a post compiles to the same code and colours; a damaged one is highlighted again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'highlight-'));
  try {
    const fresh = await compilePost('src/writing/blocks.mdx', blocks);
    const first = await compilePost('src/writing/blocks.mdx', blocks, dir);
    const kept = readdirSync(dir);
    // Seven blocks with a language; the same text in ts and js is two.
    assert.is(kept.length, 7);
    const again = await compilePost('src/writing/blocks.mdx', blocks, dir);
    for (const made of [first, again]) assert.equal(made, fresh);
    // A kept block is what the next compile shows: a block changed on disk shows changed.
    for (const name of kept) {
      const text = readFileSync(join(dir, name), 'utf8');
      if (text.includes('number')) writeFileSync(join(dir, name), text.replaceAll('number', 'kept-number'));
    }
    assert.match(
      (await compilePost('src/writing/ts.md', '```ts\nexport const x: number = 1;\n```', dir)).code,
      'kept-number',
    );
    // A damaged block is highlighted again, and written again whole.
    for (const name of kept) writeFileSync(join(dir, name), '{"fragment":');
    assert.equal(await compilePost('src/writing/blocks.mdx', blocks, dir), fresh);
    assert.equal(await compilePost('src/writing/blocks.mdx', blocks, dir), fresh);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
