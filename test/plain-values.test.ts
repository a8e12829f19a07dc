import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { evaluate, plainText } from '../scripts/generator/bundling/style-values';

/**
 * A style's transform is reused while the values it reads have the same text
 * (scripts/generator/bundling/style-values.ts): that text must change with the data, and be refused
 * for what it cannot stand for, so the transform is keyed by the module's code instead.
 */
const plain = suite('style values: plain data as text, anything else refused');

plain('the same data gives the same text, and any change another', () => {
  const data = { a: 1, b: ['x', { c: true, d: null }], e: -0, f: undefined };
  assert.is(plainText(data), plainText(structuredClone({ ...data, f: undefined })));
  for (const changed of [
    { ...data, a: 2 },
    { ...data, b: ['x', { c: false, d: null }] },
    { ...data, e: 0 },
    { b: data.b, a: 1, e: -0, f: undefined },
    { ...data, f: null },
    { ...data, g: 1 },
  ])
    assert.is.not(plainText(changed), plainText(data), JSON.stringify(changed));
  assert.is.not(plainText(['1']), plainText([1]));
  assert.is.not(plainText({ 0: 'a' }), plainText(['a']));
});

plain('data made in another realm (a module evaluated apart) is plain too', () => {
  const foreign = runInNewContext('({ a: [1, { b: "c" }], n: Object.create(null) })');
  assert.is(plainText(foreign), plainText({ a: [1, { b: 'c' }], n: Object.create(null) }));
});

plain('a function, a Map, a Date, an instance, a getter or a cycle has no text', () => {
  const cycle: Record<string, unknown> = {};
  cycle.self = cycle;
  const shared = { x: 1 };
  const refused = [
    () => 1,
    { up: (n: number) => n },
    new Map([[1, 2]]),
    new Date(0),
    new (class Point {})(),
    Object.defineProperty({}, 'late', { get: () => 1, enumerable: true }),
    cycle,
    [Symbol('s')],
  ];
  refused.forEach((value, index) => assert.is(plainText(value), undefined, `value ${index}`));
  assert.ok(plainText([shared, shared]), 'the same object twice is no cycle');
});

const evaluated = suite('style values: a module evaluated apart from its surroundings');
const at = resolve('src/theme.ts');

evaluated('a module of data gives its exports, as the build has its text', async () => {
  const exports = await evaluate(
    at,
    async () => 'export const gap = { small: 8 }; export const unit = `${8}px`;',
  );
  assert.equal(JSON.parse(JSON.stringify(exports)), { gap: { small: 8 }, unit: '8px' });
});

evaluated('a module that asks about or reads its surroundings gives nothing', async () => {
  for (const text of [
    "export const mode = typeof process === 'object' ? 1 : 2;",
    'export const mode = process.env.MODE;',
    // Written in two parts: the tests' compiler would put the test's own address in its place.
    `export const where = import${'.meta'}.url;`,
    "import { version } from 'react'; export const v = version;",
    'export const broken = ;',
  ])
    assert.is(await evaluate(at, async () => text), undefined, text);
});

plain.run();
evaluated.run();
