/**
 * The generator's files are never taken for output: a project that adds the common .gitignore lines
 * of GitHub's templates (Python, Node, Java, .NET, Go) still commits every one of them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const test = suite('the generator: a folder that no .gitignore takes for output');

/** Folders those templates ignore as build output, caches or environments. */
const outputFolders = ['build/', 'dist/', 'out/', 'lib/', 'lib64/', 'bin/', 'obj/', 'target/', 'output/'];
const otherFolders = ['tmp/', 'temp/', '.cache/', 'cache/', 'coverage/', 'env/', 'venv/', 'var/', 'parts/'];

/** The files of the code that makes the site (the generator, the dev server, the servers, the tests). */
const codeFiles = ['scripts', 'src', 'test']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)))
  .filter((file) => /\.(tsx?|mjs)$/.test(file))
  .concat('build.ts');

/**
 * The files of `files` that git would ignore in a repository whose .gitignore holds `lines` (a
 * repository of its own: the project may be a copy outside any, and its own .gitignore is not in question).
 */
function ignoredWith(lines: readonly string[], files: readonly string[]) {
  const repo = mkdtempSync(join(tmpdir(), 'gitignore-'));
  execFileSync('git', ['init', '-q'], { cwd: repo });
  writeFileSync(join(repo, '.gitignore'), lines.join('\n') + '\n');
  try {
    return execFileSync('git', ['check-ignore', '--no-index', ...files], { cwd: repo, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    // Exit status 1: none of them is ignored.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
}

test('no code file is in a folder those templates ignore', () => {
  assert.ok(
    codeFiles.some((file) => file.startsWith(join('scripts', 'generator'))),
    'the generator is found',
  );
  assert.equal(ignoredWith([...outputFolders, ...otherFolders], codeFiles), []);
});

test('the check sees an ignored file (a step put in a folder named build/)', () => {
  assert.equal(ignoredWith(outputFolders, [join('scripts', 'build', 'step.ts')]), [
    join('scripts', 'build', 'step.ts'),
  ]);
});

test.run();
