import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createBuilder } from '../../build';
import { keptBundles } from '../../scripts/generator/bundling/kept-bundles';
import { folderKey, keptDir } from '../../scripts/generator/state/cache-dir';
import type { VirtualFiles } from '../../scripts/generator/project-files';
import { outputFile } from '../../src/routes';
import { edited } from '../helpers/generate';
import { projectCopy } from '../helpers/project';

/**
 * The renderer's and the browser's bundles kept on disk for the next process (`npm run build` after a
 * post's edit): each builder here is a new process's, with nothing of the one before in memory.
 */
const kept = suite('kept bundles: a new process bundles again what changed, and only that');

/** The pages a new builder makes of the project with `files` over it, by path. */
async function newProcessBuild(files: VirtualFiles) {
  const builder = await createBuilder({ outDir: null, mode: 'production', quiet: true });
  try {
    const { files: output } = await builder.run(files, { newProject: true });
    return (path: string) => {
      const file = output.find((made) => made.path === outputFile(path));
      return file ? Buffer.from(file.contents as Uint8Array).toString('utf8') : '';
    };
  } finally {
    await builder.dispose();
  }
}

/** The renderer's kept bundle of the project folder this process is in. */
const record = () => join(keptDir('bundles'), `renderer-${folderKey('.')}.json`);
const post = (text: string) => ({
  'src/writing/kept-bundle.md': `---\ntitle: A kept bundle\ndate: 2026-01-02\ndescription: A post.\n---\n\n${text}\n`,
});

kept(
  'a post’s text edit keeps the renderer’s bundle; a component’s edit or a post’s import makes it again',
  async () => {
    // In a copy of its own: the bundles are kept by project folder, and this one's are this test's.
    const home = process.cwd();
    const copy = projectCopy();
    process.chdir(copy);
    try {
      await madeAgainWhenChanged();
    } finally {
      process.chdir(home);
      rmSync(copy, { recursive: true, force: true });
    }
  },
);

async function madeAgainWhenChanged() {
  const first = await newProcessBuild(post('First text.'));
  assert.match(first('/writing/kept-bundle'), 'First text.');
  const made = statSync(record()).mtimeMs;
  const second = await newProcessBuild(post('Second text.'));
  assert.match(second('/writing/kept-bundle'), 'Second text.');
  assert.is(statSync(record()).mtimeMs, made, 'the renderer was not bundled again for a post’s text');

  const marker = `Kept-bundle marker ${Date.now()}`;
  // A component's own text: a file only the bundle reads.
  const layout = readFileSync('src/Layout.tsx', 'utf8');
  const line = /<footer[^>]*>/.exec(layout)?.[0];
  assert.ok(line, 'src/Layout.tsx has a <footer>');
  const component = await newProcessBuild({
    'src/Layout.tsx': edited('src/Layout.tsx', line!, `${line}<i>${marker}</i>`),
  });
  assert.match(component('/about'), `<i>${marker}</i>`, 'a component edit shows');
  // A post that imports a component: the bundle is made with it (its generated module changed).
  const mdx = await newProcessBuild({
    'src/writing/kept-bundle.mdx': `---\ntitle: With a button\ndate: 2026-01-03\ndescription: A post.\n---\nimport { ButtonLink } from '../components/ButtonLink';\n\n<ButtonLink href="/contact">${marker}</ButtonLink>\n`,
  });
  assert.match(mdx('/writing/kept-bundle'), marker, 'an MDX post’s component');
}

kept('a bundle whose files changed while it was made is not kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'kept-bundles-'));
  const file = join(dir, 'input.ts');
  try {
    writeFileSync(file, 'export const a = 1;');
    const bundles = keptBundles({ test: dir });
    // The bundling began before the file was written: its text may be the one before.
    await bundles.write('test-during', [file], 'made', statSync(file).mtimeMs - 10);
    assert.is(await bundles.read('test-during'), undefined, 'written during the bundling: not kept');
    await bundles.write('test-kept', [file], 'made', statSync(file).mtimeMs + 1000);
    assert.is((await bundles.read('test-kept'))?.made, 'made');
    writeFileSync(file, 'export const a = 2;');
    assert.is(await bundles.read('test-kept'), undefined, 'a file changed since: not used');
  } finally {
    rmSync(dir, { recursive: true, force: true });
    for (const kind of ['test-during', 'test-kept'])
      rmSync(join(keptDir('bundles'), `${kind}-${folderKey('.')}.json`), { force: true });
  }
});

kept.run();
