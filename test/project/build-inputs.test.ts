import { copyFileSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos } from '../../src/content';
import { colors } from '../../src/theme';
import { setContentValue } from '../helpers/content-source';
import { builtAnew, edit, projectCopy, runBuild } from '../helpers/project';

/**
 * `npm run build` again after each kind of change an owner makes, on one scratch copy: each one that
 * changes the output builds, and nothing else does. The tests run in order, each from the state the
 * last left (each full build is seconds of CPU). The lock, the record and dist/ left whole:
 * ./build-command.test.ts, beside this one.
 */
const command = suite('npm run build again: what changed builds, nothing else does');
let dir = '';
command.before(() => {
  dir = projectCopy();
});
command.after(() => rmSync(dir, { recursive: true, force: true }));

const built = builtAnew;
const read = (file: string) => readFileSync(join(dir, file), 'utf8');

command('a first build, then again: up to date', () => {
  assert.ok(built(runBuild(dir)), 'the first build runs');
  assert.not.ok(built(runBuild(dir)), 'the same inputs are not built twice');
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

command.run();
