import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos } from '../../src/content';
import { colors } from '../../src/theme';
import { setContentValue } from '../helpers/content-source';
import { builtAnew, edit, projectCopy, runBuild } from '../helpers/project';

/**
 * What only `npm run build` as a process does, on one scratch copy: the lock that makes a second
 * build wait, dist/ swapped whole or left as it was, the stored style transforms another process
 * made, its exit status and words. Each full build is seconds of CPU: two run here, and one type
 * check. When a build may be skipped (each kind of change an owner makes builds, nothing else does;
 * a changed dist/ or a damaged record builds): ../up-to-date.test.ts, in-process. What the build
 * makes of the project (bad input, photo names, base paths): the in-process tests of ../generator/.
 */
const command = suite('npm run build as a process: one at a time, dist/ whole, in its own words');
let dir = '';
command.before(() => {
  dir = projectCopy();
});
command.after(() => rmSync(dir, { recursive: true, force: true }));

const built = builtAnew;
const underPath = { SITE_URL: 'https://jane.github.io/site' };
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

/** `npm run build` in the copy, not waited for. */
function startBuild(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['scripts/build.mjs', ...args], {
    cwd: dir,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ status: number | null; output: string }>((done) =>
    child.on('close', (status) => done({ status, output })),
  );
}

command(
  'edited, two builds at once: one waits for the other, dist/ is replaced whole with the edits, then up to date',
  async () => {
    setContentValue(dir, 'owner.name', 'Edited Name');
    // A module the styles read, edited: the transforms the test site's build stored must not be
    // reused by this process (scripts/generator/bundling/transform-store.ts).
    edit(dir, 'src/theme.ts', /paperBorder:\s*(['"])[^'"]*\1/, "paperBorder: '#ff0001'");
    // A photo linked from elsewhere, as a phone's sync folder leaves it.
    const target = join(dir, 'linked-profile.jpg');
    copyFileSync(join(dir, 'static/photos', photos.profile.file), target);
    symlinkSync(target, join(dir, 'static/photos/linked.jpg'));
    setContentValue(dir, 'photos.profile.file', 'linked.jpg');

    const both = await Promise.all([
      startBuild(['--force'], underPath),
      startBuild(['--force', '--steps'], underPath),
    ]);
    for (const { status, output } of both) {
      assert.is(status, 0, output);
      assert.match(output, /built in \d+ ms/, '--force builds');
    }
    // --steps says where the time went: each step of the build, in milliseconds.
    assert.match(both[1]!.output, /^Steps \(ms\): posts \d+, .*render \d+, .*write \d+$/m);
    assert.not.match(both[0]!.output, 'Steps (ms)');
    assert.ok(
      both.some(({ output }) => /Another build of dist\/ is running \(process \d+\): waiting/.test(output)),
      both.map((b) => b.output).join('\n---\n'),
    );
    assert.not.ok(existsSync(join(dir, 'dist', 'previous-build.txt')), 'nothing of the old dist/ is left');
    const about = read('dist/about.html');
    assert.match(read('dist/index.html'), 'Edited Name');
    assert.match(about, '#ff0001', 'the card border follows the theme');
    assert.not.match(about, `1px solid ${colors.paperBorder}`, 'the old colour is gone from the border');
    assert.match(
      about,
      /\/assets\/photos\/linked-240-[0-9a-f]+\.avif/,
      'the linked photo is the profile photo',
    );
    // What a base path makes of every address: ../generator/output-integrity.test.ts.
    assert.match(about, 'https://jane.github.io/site/about');
    // Up to date: dist/ holds exactly the files the last build wrote, so neither left a stray one.
    const again = runBuild(dir, underPath, ['--steps']);
    assert.not.ok(built(again), 'the same inputs are not built twice');
    assert.match(again.stdout, 'dist/ is up to date');
    assert.not.match(again.stdout, 'Steps (ms)', 'no step ran');
  },
);

command("an interrupted build's scratch folders go, even when there is nothing to build", () => {
  for (const left of ['dist.next', 'dist.previous']) mkdirSync(join(dir, left));
  const tidied = runBuild(dir, underPath);
  assert.not.ok(built(tidied));
  assert.match(tidied.stdout, 'Removed dist.next/ and dist.previous/');
  assert.not.ok(existsSync(join(dir, 'dist.next')) || existsSync(join(dir, 'dist.previous')));
});

command('a type error stops npm run build at its file and line, and dist/ is left as it was', () => {
  writeFileSync(join(dir, 'dist/previous-build.txt'), 'kept');
  const routes = join(dir, 'src/routes.ts');
  const before = readFileSync(routes, 'utf8');
  // A page row whose screen was never added: the mistake of a newcomer adding a page.
  edit(
    dir,
    'src/routes.ts',
    /(\n  \{\n    name: 'contact',)/,
    `\n  { name: 'talks', pattern: '/talks', screen: screens.talks },$1`,
  );
  try {
    const line =
      readFileSync(routes, 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('screens.talks')) + 1;
    const result = runBuild(dir, {}, ['--typecheck', '--force']);
    assert.is(result.status, 1);
    assert.match(result.stderr, 'Build failed; dist/ was left as it was.');
    assert.match(result.stderr, new RegExp(`src/routes\\.ts:${line}:\\d+: Property 'talks' does not exist`));
    assert.not.match(result.stderr, 'Rendering');
    assert.is(readFileSync(join(dir, 'dist/previous-build.txt'), 'utf8'), 'kept', 'dist/ was left as it was');
    assert.not.ok(existsSync(join(dir, 'dist.next')), 'no half-written output beside it');
  } finally {
    writeFileSync(routes, before);
  }
  // A type error the build itself would get past: the site is made beside the check, and not written.
  const unused = join(dir, 'src/unused-note.ts');
  writeFileSync(unused, "export const count: number = 'three';\n");
  try {
    const result = runBuild(dir, {}, ['--typecheck', '--force']);
    assert.is(result.status, 1);
    assert.match(result.stderr, /src\/unused-note\.ts:1:\d+: Type 'string' is not assignable/);
    assert.is(readFileSync(join(dir, 'dist/previous-build.txt'), 'utf8'), 'kept', 'dist/ was left as it was');
  } finally {
    rmSync(unused);
  }
});

command.run();
