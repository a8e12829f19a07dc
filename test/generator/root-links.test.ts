import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildFailure, edited } from '../helpers/generate';

/** A hand-written root link fails the build (the rule itself: ../root-links.test.ts). */
const links = suite('root links: the build refuses an address that skips the base path');

links('<a href="/portfolio/1"> in a screen fails the build naming the file and line', async () => {
  const screen = 'src/screens/Contact.tsx';
  const link = '<a href="/portfolio/1">A project</a>';
  const source = edited(screen, /(<PageContainer>\n)/, `$1      ${link}\n`);
  const line = source.split('\n').indexOf(`      ${link}`) + 1;
  assert.ok(line > 0);
  // Whatever the base path: a build for a domain's root fails too, before it is published elsewhere.
  const said = await buildFailure({ files: { [screen]: source } });
  assert.match(said, `${screen}:${line}:`);
  assert.match(said, 'href="/portfolio/1" skips the base path');
  assert.match(said, "withBase('/portfolio/1')");
});

links.run();
