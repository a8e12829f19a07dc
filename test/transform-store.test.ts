import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readStored, store, storedAt } from '../scripts/generator/bundling/transform-store';

const stored = suite("transform store: a damaged entry is made again, not the build's end");

/** A module of a name no file has, with text of its own, and its transform under `key`. */
function fixture(key: string) {
  const text = `export const x = '${randomUUID()}';`;
  const transform = {
    key,
    dependencies: [],
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
    assert.is((await readStored(path, text, 'tools'))?.key, 'k', 'read back whole');
    writeFileSync(file, '{"key": "k", "depend');
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (line: string) => warnings.push(line);
    try {
      assert.is(await readStored(path, text, 'tools'), undefined);
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
      assert.is((await readStored(path, text, 'tools'))?.key, 'same');
    } finally {
      rmSync(storedAt(path, text, 'tools'), { force: true });
    }
  },
);

stored.run();
