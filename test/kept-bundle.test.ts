import { mkdtempSync, rmSync, unlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { keptBundle } from '../scripts/kept-bundle.mjs';

/**
 * `npm run build` runs the generator from a bundle it keeps (scripts/kept-bundle.mjs): a kept bundle
 * must never run once a file it was made from has changed. In-process, on a project of two modules.
 */
const kept = suite('the kept bundle of the build command: reused while its sources are, never stale');

let root = '';
kept.before.each(() => {
  root = mkdtempSync(join(tmpdir(), 'kept-bundle-'));
  mkdirSync(join(root, 'lib'));
  writeFileSync(join(root, 'entry.ts'), "export { value, ownUrl } from './lib/dep';\n");
  // Spelt in parts: the tests' own compiler rewrites the expression wherever it appears.
  const ownUrl = ['import', 'meta', 'url'].join('.');
  writeFileSync(
    join(root, 'lib/dep.ts'),
    `export const value: string = 'first';\nexport const ownUrl = ${ownUrl};\n`,
  );
});
kept.after.each(() => rmSync(root, { recursive: true, force: true }));

/** The entry's exports, from the bundle `keptBundle` gives (a new URL each time: Node caches modules). */
async function run(bundle: string) {
  return import(`${pathToFileURL(join(bundle, 'entry.mjs')).href}?${Math.random()}`) as Promise<{
    value: string;
    ownUrl: string;
  }>;
}

kept('an unchanged project gets the same bundle; an edited module, a bundle of the edit', async () => {
  const first = await keptBundle({ entry: 'entry.ts' }, root);
  assert.is((await run(first)).value, 'first');
  assert.is(await keptBundle({ entry: 'entry.ts' }, root), first, 'nothing changed: the kept bundle');
  writeFileSync(
    join(root, 'lib/dep.ts'),
    "export const value: string = 'second';\nexport const ownUrl = '';\n",
  );
  const second = await keptBundle({ entry: 'entry.ts' }, root);
  assert.is.not(second, first);
  assert.is((await run(second)).value, 'second', 'the edit runs');
});

kept('a module it was made from, removed: bundled again, and the error names the import', async () => {
  await keptBundle({ entry: 'entry.ts' }, root);
  unlinkSync(join(root, 'lib/dep.ts'));
  try {
    await keptBundle({ entry: 'entry.ts' }, root);
    assert.unreachable('a bundle of a missing module');
  } catch (error) {
    const texts = ((error as { errors?: { text: string }[] }).errors ?? []).map((e) => e.text);
    assert.match(texts.join('\n'), './lib/dep');
  }
});

kept("a module's own URL (import.meta's) names its source file in the project Node runs in", async () => {
  const { ownUrl } = await run(await keptBundle({ entry: 'entry.ts' }, root));
  assert.is(ownUrl, pathToFileURL(resolve('lib/dep.ts')).href);
});

kept.run();
