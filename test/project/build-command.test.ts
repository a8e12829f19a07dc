import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stampFile } from '../../scripts/generator/publishing/up-to-date';
import { photos } from '../../src/content';
import { colors } from '../../src/theme';
import { setContentValue } from '../helpers/content-source';
import { builtAnew, edit, projectCopy, runBuild } from '../helpers/project';

/**
 * `npm run build` as an owner runs it again and again, and as a second terminal or an unlucky edit
 * meets it, on one scratch copy: what is the command's own (the up-to-date check: each kind of change
 * an owner makes builds, and nothing else does; the lock, dist/ swapped whole or left as it was, its
 * exit status and words). Each full build is seconds of CPU, so the tests run in order on the same
 * copy, each from the state the last left. What the build makes of the project (bad input, photo
 * names, base paths): the in-process tests of ../generator/.
 */
const command = suite('npm run build: up to date until something changes, one at a time, dist/ whole');
let dir = '';
command.before(() => {
  dir = projectCopy();
});
command.after(() => rmSync(dir, { recursive: true, force: true }));

const built = builtAnew;
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

/** `npm run build` in the copy, not waited for. */
function startBuild(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['scripts/generator/run-build.mjs', ...args], {
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

/** Every file under a folder, by path. */
const filesOf = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();

command('a good build replaces dist/ whole; again, it is skipped, and scratch folders go', () => {
  assert.ok(built(runBuild(dir)), 'the first build runs');
  assert.not.ok(existsSync(join(dir, 'dist', 'previous-build.txt')), 'nothing of the old dist/ is left');
  assert.ok(existsSync(join(dir, 'dist', 'index.html')));
  const skipped = runBuild(dir);
  assert.not.ok(built(skipped), 'the same inputs are not built twice');
  assert.match(skipped.stdout, 'dist/ is up to date');
  // An interrupted build's scratch folders go, even when there is nothing to build.
  for (const left of ['dist.next', 'dist.previous']) mkdirSync(join(dir, left));
  const tidied = runBuild(dir);
  assert.not.ok(built(tidied));
  assert.match(tidied.stdout, 'Removed dist.next/ and dist.previous/');
  assert.not.ok(existsSync(join(dir, 'dist.next')) || existsSync(join(dir, 'dist.previous')));
});

command('a damaged record of the last build is said in one line, and the build runs', () => {
  // The copy's node_modules is the project's, and its record is named by the copy's dist/.
  writeFileSync(stampFile(join(realpathSync(dir), 'dist')), '');
  const result = runBuild(dir);
  assert.ok(built(result), 'built again');
  assert.match(result.stderr, "the last build's record is damaged");
  assert.not.match(result.stderr, 'Unexpected end of JSON');
  assert.match(runBuild(dir).stdout, 'dist/ is up to date', 'recorded again');
});

const underPath = { SITE_URL: 'https://jane.github.io/site' };

command('a new SITE_URL builds, and is then up to date', () => {
  assert.ok(built(runBuild(dir, underPath)), 'a new SITE_URL builds');
  // What a base path makes of every address: ../generator/output-integrity.test.ts.
  assert.match(read('dist/about.html'), 'https://jane.github.io/site/about');
  assert.not.ok(built(runBuild(dir, underPath)));
});

command('a content edit, a theme edit and a linked photo build; so does a new link target', () => {
  setContentValue(dir, 'owner.name', 'Edited Name');
  // A module styles read, edited: the styles' stored transforms must not be reused (scripts/generator/bundling/transform-store.ts).
  edit(dir, 'src/theme.ts', `paperBorder: '${colors.paperBorder}'`, "paperBorder: '#ff0001'");
  const target = join(dir, 'linked-profile.jpg');
  copyFileSync(join(dir, 'static/photos', photos.profile.file), target);
  symlinkSync(target, join(dir, 'static/photos/linked.jpg'));
  setContentValue(dir, 'photos.profile.file', 'linked.jpg');
  assert.ok(built(runBuild(dir, underPath)), 'the edits build');
  const about = read('dist/about.html');
  assert.match(read('dist/index.html'), 'Edited Name');
  assert.match(about, '#ff0001', 'the card border follows the theme');
  assert.not.match(about, colors.paperBorder, 'the old colour is gone');
  const profileBefore = about.match(/\/assets\/photos\/linked-240-[0-9a-f]+\.avif/)?.[0];
  assert.ok(profileBefore, 'the linked photo is the profile photo');

  copyFileSync(join(dir, 'static/photos', photos.landing.tablet.file), target);
  assert.ok(built(runBuild(dir, underPath)), 'the target changed: built');
  assert.not.match(read('dist/about.html'), profileBefore!, 'the new picture has a new address');
});

command('a changed dist/ is built again', () => {
  writeFileSync(join(dir, 'dist/index.html'), 'damaged');
  assert.ok(built(runBuild(dir, underPath)), 'a changed dist/ is rebuilt');
  assert.match(read('dist/index.html'), 'Edited Name');
});

command(
  'two builds at once with --force: one waits for the other, and dist/ is whole after both',
  async () => {
    const whole = filesOf(join(dir, 'dist'));
    const both = await Promise.all([startBuild(['--force'], underPath), startBuild(['--force'], underPath)]);
    for (const { status, output } of both) {
      assert.is(status, 0, output);
      assert.match(output, /built in \d+ ms/, '--force builds');
    }
    assert.ok(
      both.some(({ output }) => /Another build of dist\/ is running \(process \d+\): waiting/.test(output)),
      both.map((b) => b.output).join('\n---\n'),
    );
    assert.equal(filesOf(join(dir, 'dist')), whole);
    assert.match(runBuild(dir, underPath).stdout, 'dist/ is up to date');
  },
);

command('a type error stops npm run build before it renders, at its file and line', () => {
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
});

command.run();
