import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { edit, projectCopy, runBuild } from '../helpers/project';

const rootLink = suite('build: a link written by hand that skips the base path');
let dir = '';
rootLink.before(() => {
  dir = projectCopy();
});
rootLink.after(() => rmSync(dir, { recursive: true, force: true }));

rootLink('<a href="/portfolio/1"> in a screen fails the build naming the file and line', () => {
  const screen = 'src/screens/Contact.tsx';
  const link = '<a href="/portfolio/1">A project</a>';
  edit(dir, screen, /(<PageContainer>\n)/, `$1      ${link}\n`);
  const line = readFileSync(join(dir, screen), 'utf8').split('\n').indexOf(`      ${link}`) + 1;
  assert.ok(line > 0);

  // Whatever the base path: a build for a domain's root fails too, before it is published elsewhere.
  const result = runBuild(dir);
  assert.is(result.status, 1, result.stdout);
  assert.match(result.stderr, `${screen}:${line}:`);
  assert.match(result.stderr, 'href="/portfolio/1" skips the base path');
  assert.match(result.stderr, "withBase('/portfolio/1')");
  assert.is(readFileSync(join(dir, 'dist', 'previous-build.txt'), 'utf8'), 'kept', 'dist/ left as it was');
  assert.not.ok(existsSync(join(dir, 'dist.next')));
});

rootLink.run();
