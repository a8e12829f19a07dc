import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readStored, store, storedAt } from '../scripts/generator/bundling/transform-store';

const stored = suite("transform store: a damaged entry is made again, not the build's end");

/** Takes any stored transform, as a build whose values every variant's key holds for would. */
const any = async () => true;
/** Takes only the stored transform of this key. */
const keyed = (key: string) => async (transform: { key: string }) => transform.key === key;

/** A module of a name no file has, with text of its own, and its transform under `key`. */
function fixture(key: string) {
  const text = `export const x = '${randomUUID()}';`;
  const transform = {
    key,
    dependencies: [],
    reads: {},
    result: { contents: text, loader: 'ts' as const },
    css: undefined,
  };
  return { path: resolve('src/no-such-module.ts'), text, transform };
}

stored('a stored transform that does not parse is reported in one line and read as absent', async () => {
  const { path, text, transform } = fixture('k');
  await store(path, text, 'tools', transform);
  const file = storedAt(path, text, 'tools');
  try {
    assert.is((await readStored(path, text, 'tools', any))?.key, 'k', 'read back whole');
    writeFileSync(file, '{"key": "k", "depend');
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => warnings.push(line);
    try {
      assert.is(await readStored(path, text, 'tools', any), undefined);
    } finally {
      console.warn = warn;
    }
    assert.is(warnings.length, 1);
    assert.match(warnings[0]!, 'the stored transform is damaged; making it again');
  } finally {
    rmSync(file, { force: true });
  }
});

stored(
  'two builds storing one transform at once (copies sharing node_modules/.cache) both succeed',
  async () => {
    const { path, text, transform } = fixture('same');
    try {
      await Promise.all(Array.from({ length: 4 }, () => store(path, text, 'tools', transform)));
      assert.is((await readStored(path, text, 'tools', any))?.key, 'same');
    } finally {
      rmSync(storedAt(path, text, 'tools'), { force: true });
    }
  },
);

stored(
  'one file styled by other values (a theme edited, then put back) keeps a transform for each, the newest four',
  async () => {
    const { path, text, transform } = fixture('a');
    try {
      await store(path, text, 'tools', transform);
      await store(path, text, 'tools', { ...transform, key: 'b' });
      assert.is(
        (await readStored(path, text, 'tools', keyed('a')))?.key,
        'a',
        'the first kept beside the second',
      );
      assert.is((await readStored(path, text, 'tools', keyed('b')))?.key, 'b');
      assert.is(await readStored(path, text, 'tools', keyed('c')), undefined, 'none for values never built');
      for (const key of ['c', 'd', 'e']) await store(path, text, 'tools', { ...transform, key });
      assert.is(await readStored(path, text, 'tools', keyed('a')), undefined, 'the oldest of five gone');
      assert.is((await readStored(path, text, 'tools', keyed('b')))?.key, 'b');
      await store(path, text, 'tools', { ...transform, key: 'b' });
      await store(path, text, 'tools', { ...transform, key: 'f' });
      assert.is(
        (await readStored(path, text, 'tools', keyed('b')))?.key,
        'b',
        'a variant stored again is the newest',
      );
    } finally {
      rmSync(storedAt(path, text, 'tools'), { force: true });
    }
  },
);

stored("a transform stored by one copy of the project names the reading copy's file in its map", async () => {
  // Two copies sharing node_modules (and so the cache), as the tests' copies and a second checkout do.
  const copies = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'transform-copy-')));
  for (const copy of copies) symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
  const [first, second] = copies.map((copy) => join(copy, 'src/screens/Contact.tsx'));
  const { text, transform } = fixture('copies');
  const map = { version: 3, sources: [first], names: [], mappings: 'AAAA' };
  const encoded = Buffer.from(JSON.stringify(map)).toString('base64');
  const contents = `${text}\n//# sourceMappingURL=data:application/json;base64,${encoded}\n`;
  const sourcesOf = (code: string) =>
    JSON.parse(Buffer.from(/base64,([A-Za-z0-9+/=]+)/.exec(code)![1]!, 'base64').toString()).sources;
  const here = process.cwd();
  try {
    process.chdir(copies[0]!);
    await store(first!, text, 'tools', { ...transform, result: { contents, loader: 'ts' } });
    process.chdir(copies[1]!);
    const read = await readStored(second!, text, 'tools', any);
    assert.ok(read, "the second copy finds the first one's transform");
    assert.equal(sourcesOf(String(read.result.contents)), [second]);
    rmSync(storedAt(second!, text, 'tools'), { force: true });
  } finally {
    process.chdir(here);
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  }
});

stored.run();
