import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDirSync } from '../scripts/dev/dir-sync';
import { removeLeftovers, writeDist, writtenRecord } from '../scripts/generator/publishing/write-dist';

const leftovers = suite('write-dist: a build never leaves a broken or littered dist/');

const scratch = () => mkdtempSync(join(tmpdir(), 'site-dist-'));
const folder = (path: string, file = 'index.html', text = path) => {
  mkdirSync(path, { recursive: true });
  writeFileSync(join(path, file), text);
};

leftovers('the scratch folders of an interrupted build are removed, dist/ is not touched', async () => {
  const dir = scratch();
  const out = join(dir, 'dist');
  folder(out, 'index.html', 'the good build');
  folder(`${out}.next`);
  folder(`${out}.previous`);
  assert.equal(await removeLeftovers(out), [`${out}.next/`, `${out}.previous/`]);
  assert.not.ok(existsSync(`${out}.next`));
  assert.not.ok(existsSync(`${out}.previous`));
  assert.is(readFileSync(join(out, 'index.html'), 'utf8'), 'the good build');
  assert.equal(await removeLeftovers(out), [], 'nothing to say the second time');
  rmSync(dir, { recursive: true });
});

leftovers('a build killed between its two renames gets its last complete output back', async () => {
  const dir = scratch();
  const out = join(dir, 'dist');
  folder(`${out}.previous`, 'index.html', 'the last complete build');
  folder(`${out}.next`, 'index.html', 'half written');
  await removeLeftovers(out);
  assert.is(readFileSync(join(out, 'index.html'), 'utf8'), 'the last complete build');
  assert.not.ok(existsSync(`${out}.next`));
  rmSync(dir, { recursive: true });
});

leftovers('writeDist swaps the whole output in and refuses two different files at one path', async () => {
  const dir = scratch();
  const out = join(dir, 'dist');
  folder(out, 'old.html');
  await writeDist(out, [{ path: 'a/index.html', contents: 'a' }]);
  assert.ok(existsSync(join(out, 'a/index.html')));
  assert.not.ok(existsSync(join(out, 'old.html')));
  const twice = [
    { path: 'x.html', contents: '1' },
    { path: 'x.html', contents: '2' },
  ];
  const error = await writeDist(out, twice).catch((thrown: Error) => thrown);
  assert.match(String(error), 'Two different files would be written to x.html');
  assert.ok(existsSync(join(out, 'a/index.html')), 'the failed write left dist/ as it was');
  assert.not.ok(existsSync(`${out}.next`), 'and nothing beside it');
  rmSync(dir, { recursive: true });
});

leftovers(
  'a file as the last write left it is kept, not written again; one changed in dist/ by hand is',
  async () => {
    const dir = scratch();
    const out = join(dir, 'dist');
    const site = (about: string) => [
      { path: 'index.html', contents: 'home' },
      { path: 'about.html', contents: about },
      { path: 'a/photo.avif', contents: new Uint8Array([1, 2, 3]) },
    ];
    await writeDist(out, site('about'));
    const before = (path: string) => statSync(join(out, path));
    const [home, photo] = [before('index.html'), before('a/photo.avif')];
    writeFileSync(join(out, 'index.html'), 'edited by hand');
    await writeDist(out, [...site('about, edited'), { path: 'new.html', contents: 'new' }]);
    const text = (path: string) => readFileSync(join(out, path), 'utf8');
    assert.is(text('index.html'), 'home', 'the hand-edited file is written again');
    assert.is.not(before('index.html').ino, home.ino);
    assert.is(before('a/photo.avif').ino, photo.ino, 'the unchanged file is the same file');
    assert.is(before('a/photo.avif').mtimeMs, photo.mtimeMs);
    assert.is(text('about.html'), 'about, edited');
    assert.is(text('new.html'), 'new');
    rmSync(writtenRecord(out), { force: true });
    rmSync(dir, { recursive: true });
  },
);

leftovers(
  'one file made twice (a photo used for two fields, named by its contents) is written once',
  async () => {
    const dir = scratch();
    const out = join(dir, 'dist');
    const photo = new Uint8Array([1, 2, 3]);
    await writeDist(out, [
      { path: 'photo-1280-abc.avif', contents: photo },
      { path: 'photo-1280-abc.avif', contents: new Uint8Array([1, 2, 3]) },
    ]);
    assert.equal([...readFileSync(join(out, 'photo-1280-abc.avif'))], [1, 2, 3]);
    const writeAgain = createDirSync();
    await writeAgain(out, [
      { path: 'page.html', contents: 'p' },
      { path: 'page.html', contents: Buffer.from('p') },
    ]);
    assert.is(readFileSync(join(out, 'page.html'), 'utf8'), 'p');
    rmSync(dir, { recursive: true });
  },
);

leftovers.run();
