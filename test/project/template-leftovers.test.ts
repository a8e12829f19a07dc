import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos } from '../../src/content';
import { templatePlaceholders as template } from '../../scripts/generator/checks/template-placeholders';
import { setContentValue } from '../helpers/content-source';
import { projectCopy, runBuild } from '../helpers/project';

/**
 * What only `npm run placeholders` and `npm run build` themselves do, on one copy: the one keeps the
 * owner's own photos unless forced, the photos it draws are the template's to the other, and
 * `--strict` exits with status 1. What the build
 * lists, the block it prints, an up-to-date dist/ and an owner who changed everything:
 * ../template-leftovers.test.ts, in-process.
 */
const cli = suite("npm run build -- --strict: the template's placeholders refused");
let dir = '';
cli.before(() => {
  dir = projectCopy();
});
cli.after(() => rmSync(dir, { recursive: true, force: true }));

cli(
  'a copy put back to the template (the owner’s photos kept, then drawn over with --force): --strict fails with status 1 naming each, dist/ left as it was',
  () => {
    // Whatever the owner has now, the copy gets the template's name, address, first project and photos.
    setContentValue(dir, 'owner.name', template.name);
    setContentValue(dir, 'owner.linkedInUrl', template.linkedInUrl);
    const first = template.portfolio[0]!;
    setContentValue(dir, 'portfolioItems', [
      {
        id: 1,
        title: first.title,
        description: 'What it does.',
        imageUrl: `photos/${photos.profile.file}`,
        imageAlt: 'A screenshot',
        link: '/projects/one',
      },
    ]);
    const photoFiles = [...Object.values(photos.landing), photos.profile].map((photo) => photo.file);
    const placeholders = (args: string[]) =>
      spawnSync(resolve('node_modules/.bin/tsx'), ['scripts/make-placeholders.ts', ...args], {
        cwd: dir,
        encoding: 'utf8',
      });
    // Photos of the owner's under those names are kept: a run by mistake loses none of them.
    const own = Buffer.from('an owner’s own photo');
    for (const file of photoFiles) writeFileSync(join(dir, 'static/photos', file), own);
    const keeping = placeholders([]);
    assert.is(keeping.status, 0, keeping.stderr);
    for (const file of photoFiles) {
      assert.ok(readFileSync(join(dir, 'static/photos', file)).equals(own), `${file} is kept`);
      assert.match(keeping.stdout, `Kept static/photos/${file}: your own photo`);
    }
    const drawn = placeholders(['--force']);
    assert.is(drawn.status, 0, drawn.stderr);
    for (const file of photoFiles)
      assert.not.ok(readFileSync(join(dir, 'static/photos', file)).equals(own), `--force draws ${file}`);

    const strict = runBuild(dir, { SITE_URL: '' }, ['--strict']);
    assert.is(strict.status, 1, 'a strict build fails');
    assert.match(strict.stderr, "Build failed (--strict: some of the template's placeholders are still in)");
    for (const name of [
      'owner.name',
      'owner.linkedInUrl',
      'portfolioItems[0]',
      ...photoFiles,
      'SITE_URL is not set',
    ])
      assert.ok(strict.stderr.includes(name), `--strict names ${name}:\n${strict.stderr}`);
    assert.is(readFileSync(join(dir, 'dist', 'previous-build.txt'), 'utf8'), 'kept', 'dist/ left as it was');
    assert.not.ok(existsSync(join(dir, 'dist.next')), 'nothing half-written beside it');
  },
);

cli.run();
