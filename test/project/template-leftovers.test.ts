import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos } from '../../src/content';
import { templatePlaceholders as template } from '../../scripts/generator/checks/template-placeholders';
import { setContentValue } from '../helpers/content-source';
import { projectCopy, runBuild } from '../helpers/project';

const photoFiles = [...Object.values(photos.landing), photos.profile].map((photo) => photo.file);
const heading = "Still the template's";

/** A portfolio item of the test's own, its picture a photo of the owner's under static/. */
const ownItem = (id: number) => ({
  id,
  title: `Note ${id} on the Analytical Engine`,
  description: 'What the engine could compute.',
  imageUrl: `photos/${photos.profile.file}`,
  imageAlt: 'A drawing of the engine',
  link: `/notes/${id}`,
});

const assertDistUntouched = (dir: string) =>
  assert.is(readFileSync(join(dir, 'dist', 'previous-build.txt'), 'utf8'), 'kept', 'dist/ left as it was');

const leftovers = suite("build: what is still the template's is listed, and --strict refuses it");
let dir = '';
leftovers.before.each(() => {
  dir = projectCopy();
});
leftovers.after.each(() => rmSync(dir, { recursive: true, force: true }));

leftovers('a copy put back to the template: --strict fails naming each, a plain build lists each', () => {
  // Whatever the owner has now, the copy gets the template's name, address, first project and photos.
  setContentValue(dir, 'owner.name', template.name);
  setContentValue(dir, 'owner.linkedInUrl', template.linkedInUrl);
  const first = template.portfolio[0]!;
  setContentValue(dir, 'portfolioItems', [
    { ...ownItem(1), title: first.title, imageUrl: `https://images.unsplash.com/${first.photo}?w=1200` },
  ]);
  setContentValue(dir, 'landing.description', `${template.name}: a role. ${template.description}`);
  const drawn = spawnSync(resolve('node_modules/.bin/tsx'), ['scripts/make-placeholders.ts'], {
    cwd: dir,
    encoding: 'utf8',
  });
  assert.is(drawn.status, 0, drawn.stderr);
  const named = [
    'owner.name',
    'owner.linkedInUrl',
    'portfolioItems[0]',
    ...photoFiles,
    'SITE_URL is not set',
  ];

  const strict = runBuild(dir, { SITE_URL: '' }, ['--strict']);
  assert.is(strict.status, 1, 'a strict build fails');
  for (const name of named) assert.ok(strict.stderr.includes(name), `--strict names ${name}`);
  assertDistUntouched(dir);

  const plain = runBuild(dir, { SITE_URL: '' });
  assert.is(plain.status, 0, plain.stderr);
  const block = plain.stderr.slice(plain.stderr.indexOf(heading));
  assert.ok(block.startsWith(heading), `the build prints the block:\n${plain.stderr}`);
  for (const name of named) assert.ok(block.includes(name), `the block names ${name}`);

  // dist/ is now up to date: a strict build of the same inputs still refuses, and writes nothing.
  const before = readFileSync(join(dir, 'dist', 'index.html'));
  const again = runBuild(dir, { SITE_URL: '' }, ['--strict']);
  assert.is(again.status, 1, 'a strict build of an up-to-date dist/ fails too');
  assert.ok(again.stderr.includes('owner.name'));
  assert.equal(readFileSync(join(dir, 'dist', 'index.html')), before);
});

leftovers('an owner who changed everything sees no block, and --strict builds', async () => {
  setContentValue(dir, 'owner.name', 'Ada Lovelace');
  setContentValue(dir, 'owner.linkedInUrl', 'https://www.linkedin.com/in/ada-lovelace/');
  setContentValue(dir, 'portfolioItems', [1, 2].map(ownItem));
  setContentValue(dir, 'landing.description', 'Notes on engines.');
  // Photos of their own under the same names (a JPEG whatever the name says: read by content).
  for (const [i, file] of photoFiles.entries()) {
    const path = join(dir, 'static/photos', file);
    const background = { r: 40 + 30 * i, g: 90, b: 140 };
    writeFileSync(
      path,
      await sharp({ create: { width: 900, height: 900, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    );
  }
  const built = runBuild(dir, { SITE_URL: 'https://ada.example' }, ['--strict']);
  assert.is(built.status, 0, built.stderr);
  assert.not.ok(built.stderr.includes(heading), built.stderr);
  assert.not.ok(existsSync(join(dir, 'dist', 'previous-build.txt')), 'dist/ was built');
});

leftovers.run();
