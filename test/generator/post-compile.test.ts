import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
      assert.equal(post.compiled, here, post.file);
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

test.run();
