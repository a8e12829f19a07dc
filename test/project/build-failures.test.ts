import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos } from '../../src/content';
import { setContentValue } from '../helpers/content-source';
import { edit, projectCopy, runBuild } from '../helpers/project';

const failing = suite('build: bad input fails clearly and leaves dist/ as it was');
let dir = '';
failing.before.each(() => {
  dir = projectCopy();
});
failing.after.each(() => rmSync(dir, { recursive: true, force: true }));

function assertDistUntouched() {
  assert.is(readFileSync(join(dir, 'dist', 'previous-build.txt'), 'utf8'), 'kept');
  assert.not.ok(existsSync(join(dir, 'dist.next')), 'no half-written output beside it');
}

failing('a duplicate portfolio id names the file, the field and the reason', () => {
  const item = (id: number) => ({
    id,
    title: `Project ${id}`,
    description: 'What it does.',
    imageUrl: 'https://images.example.net/a.jpg',
    imageAlt: 'A screenshot',
    link: '/projects/a',
  });
  setContentValue(dir, 'portfolioItems', [item(4), item(9), item(4)]);
  const result = runBuild(dir);
  assert.is(result.status, 1);
  assert.match(result.stderr, 'src/content.ts: portfolioItems[2].id: duplicate id 4');
  assertDistUntouched();
});

failing('a missing photo is named', () => {
  const file = `static/photos/${photos.landing.tablet.file}`;
  rmSync(join(dir, file));
  const result = runBuild(dir);
  assert.is(result.status, 1);
  assert.match(result.stderr, `photos.landing.tablet.file: ${file} does not exist`);
  assertDistUntouched();
});

failing(
  'a screen that throws while pre-rendering fails the build naming the route, its file, line and component',
  () => {
    edit(
      dir,
      'src/screens/Contact.tsx',
      'export function Contact() {',
      'export function Contact() {\n  throw new Error("boom");',
    );
    const source = readFileSync(join(dir, 'src/screens/Contact.tsx'), 'utf8').split('\n');
    const line = source.findIndex((text) => text.includes('throw new Error("boom")')) + 1;
    const result = runBuild(dir);
    assert.is(result.status, 1);
    assert.match(
      result.stderr,
      new RegExp(`src/screens/Contact\\.tsx:${line}:\\d+: Rendering /contact failed: boom in <Contact>`),
    );
    assertDistUntouched();
  },
);

failing('a type error stops npm run build before it renders, at its file and line', () => {
  // A page row whose screen was never added: the mistake of a newcomer adding a page.
  edit(
    dir,
    'src/routes.ts',
    /(\n  \{\n    name: 'contact',)/,
    `\n  { name: 'talks', pattern: '/talks', screen: screens.talks },$1`,
  );
  const line =
    readFileSync(join(dir, 'src/routes.ts'), 'utf8')
      .split('\n')
      .findIndex((text) => text.includes('screens.talks')) + 1;
  const result = runBuild(dir, {}, ['--typecheck']);
  assert.is(result.status, 1);
  assert.match(result.stderr, new RegExp(`src/routes\\.ts:${line}:\\d+: Property 'talks' does not exist`));
  assert.not.match(result.stderr, 'Rendering');
  assertDistUntouched();
});

// A good build replacing dist/ whole: test/project/build-again.test.ts (its first build).

failing('a SITE_URL that is not an address is refused by name', () => {
  const result = runBuild(dir, { SITE_URL: 'jane.dev' });
  assert.is(result.status, 1);
  assert.match(result.stderr, 'SITE_URL: "jane.dev" is not an absolute address');
  assertDistUntouched();
});

failing.run();
