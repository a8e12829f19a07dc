import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LocatedError } from '../scripts/generator/errors/located-error';
import { typecheck } from '../scripts/generator/checks/typecheck';

/**
 * `npm run build`'s type check (scripts/generator/checks/typecheck.ts) on a small project of the
 * test's own: run again only when what it reads changed, so a post's edit builds without it.
 */
const check = suite('the type check: again only when the code changed');
const root = mkdtempSync(join(tmpdir(), 'typecheck-'));
check.after(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
write(
  'tsconfig.json',
  JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'esnext', types: [] },
  }),
);
write('src/content.ts', 'export const name: string = "Ada";\n');
mkdirSync(join(root, 'node_modules'));
symlinkSync(resolve('node_modules/typescript'), join(root, 'node_modules/typescript'));

check(
  'a post, a photo or a static file checks nothing again; new code does, and its error stops the build',
  async () => {
    assert.is(await typecheck(root), 'checked');
    assert.is(await typecheck(root), 'unchanged', 'the same sources');
    write('src/writing/hello.md', '---\ntitle: Hello\n---\n\nText.\n');
    write('src/writing/chart.jpg', 'a picture');
    write('static/cv.pdf', '%PDF-1');
    assert.is(await typecheck(root), 'unchanged', 'a post, a photo and a static file');

    write('src/broken.ts', 'export const count: number = "three";\n');
    try {
      await typecheck(root);
      assert.unreachable('a type error stops the check');
    } catch (error) {
      assert.instance(error, LocatedError);
      const [problem] = (error as LocatedError).problems;
      assert.match(problem!.file, 'src/broken.ts');
      assert.is(problem!.line, 1);
    }
    // Put back as it was when the check last passed: nothing to check again.
    unlinkSync(join(root, 'src/broken.ts'));
    assert.is(await typecheck(root), 'unchanged');
  },
);

check('a check removes the records of projects that are gone, and only those', async () => {
  // Scratch copies share the project's node_modules, and so the folder of its records.
  const records = join(root, 'node_modules/.cache/site/typecheck');
  const other = mkdtempSync(join(tmpdir(), 'typecheck-other-'));
  const record = (name: string, project: string) => {
    writeFileSync(
      join(records, `tsconfig-${name}.json`),
      JSON.stringify({ extends: join(project, 'tsconfig.json') }),
    );
    for (const kind of ['tsbuildinfo', 'passed']) writeFileSync(join(records, `${name}.${kind}`), kind);
  };
  try {
    record('0123456789abcdef', join(tmpdir(), 'typecheck-gone-project'));
    writeFileSync(join(other, 'tsconfig.json'), '{}');
    record('fedcba9876543210', other);
    write('src/more.ts', 'export const more = 1;\n');
    assert.is(await typecheck(root), 'checked');
    const left = readdirSync(records);
    for (const kind of [
      'tsconfig-0123456789abcdef.json',
      '0123456789abcdef.tsbuildinfo',
      '0123456789abcdef.passed',
    ])
      assert.not.ok(left.includes(kind), `${kind} of a gone project is removed`);
    for (const kind of [
      'tsconfig-fedcba9876543210.json',
      'fedcba9876543210.tsbuildinfo',
      'fedcba9876543210.passed',
    ])
      assert.ok(left.includes(kind), `${kind} of a project still there is kept`);
    assert.is(await typecheck(root), 'unchanged', 'its own record is kept');
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
});

check.run();
