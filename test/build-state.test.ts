import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cardRuns } from '../scripts/generator/card/card-fonts';
import { loadInter, type Inter } from '../scripts/generator/fonts/inter';
import { createNotoFonts } from '../scripts/generator/fonts/noto-fonts';
import { lastResult } from '../scripts/generator/state/last-result';
import { saidBefore } from '../scripts/generator/state/said-before';

const steps = suite('build state: a step draws again exactly when its values change');

/** A step that counts its runs and returns them, given any values and a tool. */
function counted() {
  let runs = 0;
  const step = lastResult(async (values: unknown, tool: object) => {
    void values;
    void tool;
    runs++;
    if ((values as { fail?: boolean }).fail) throw new Error('failed');
    return runs;
  });
  return { step, runs: () => runs };
}

steps('the same values give the last result; a changed one, however deep, a new run', async () => {
  const { step, runs } = counted();
  const tool = {};
  const colors = { text: '#fff', background: '#000' };
  await step({ name: 'Ada', colors }, tool);
  await step({ name: 'Ada', colors: { ...colors } }, tool);
  assert.is(runs(), 1, 'equal values, even in new objects, are not drawn again');
  await step({ name: 'Ada', colors: { ...colors, background: '#111' } }, tool);
  assert.is(runs(), 2, 'a nested value changed');
  await step({ name: 'Ada', colors: { ...colors, background: '#111' } }, {});
  assert.is(runs(), 3, 'another tool (a font loaded anew)');
});

steps('binary values count by their bytes, and a failure is tried again', async () => {
  const { step, runs } = counted();
  const tool = {};
  await step({ svg: Buffer.from('<svg/>') }, tool);
  await step({ svg: Buffer.from('<svg/>') }, tool);
  await step({ svg: Buffer.from('<svg />') }, tool);
  assert.is(runs(), 2);
  await step({ fail: true }, tool).catch(() => {});
  await step({ fail: true }, tool).catch(() => {});
  assert.is(runs(), 4, 'a failed run is not remembered');
});

steps('a function among the values is the same only when it is the same function', async () => {
  const { step, runs } = counted();
  const tool = {};
  const draw = () => 1;
  await step({ draw }, tool);
  await step({ draw }, tool);
  await step({ draw: () => 1 }, tool);
  assert.is(runs(), 2);
});

steps('a remembered result is reported as `again` makes it (photos remembered, none encoded)', async () => {
  let runs = 0;
  const encode = lastResult(
    async (values: { photo: Buffer }) => ({ bytes: values.photo.length, encoded: ++runs }),
    (last) => ({ ...last, encoded: 0 }),
  );
  assert.equal(await encode({ photo: Buffer.from('jpeg') }), { bytes: 4, encoded: 1 });
  assert.equal(await encode({ photo: Buffer.from('jpeg') }), { bytes: 4, encoded: 0 });
  assert.equal(await encode({ photo: Buffer.from('avif') }), { bytes: 4, encoded: 2 });
});

steps('a warning is printed once while it holds, and again after it went away', () => {
  const printed: string[] = [];
  const warnings = saidBefore((line) => printed.push(line));
  const run = (...lines: string[]) => {
    warnings.startRun();
    for (const line of lines) warnings.warn(line);
    warnings.finishRun();
  };
  run('offline', 'small photo');
  run('offline', 'small photo');
  run('offline');
  run('offline', 'small photo');
  assert.equal(printed, ['offline', 'small photo', 'small photo']);
  // Two saves with a typo: builds that fail before the photos. The fix's warnings were said before.
  warnings.startRun();
  warnings.startRun();
  run('offline', 'small photo');
  assert.equal(printed, ['offline', 'small photo', 'small photo'], 'nothing said again after a failed build');
});

const fonts = suite('build state: a font installed while the dev server runs is found');
let inter: Inter;
fonts.before(async () => {
  inter = await loadInter();
});

fonts('the same builder, told the Korean font is missing, finds it once installed', async () => {
  const project = mkdtempSync(join(tmpdir(), 'noto-'));
  const source = resolve('node_modules/@fontsource/noto-sans-thai');
  mkdirSync(join(project, 'node_modules'));
  const cwd = process.cwd();
  process.chdir(project);
  try {
    const noto = createNotoFonts();
    const name = '한지민';
    const before = await cardRuns({ inter, noto }, name, 800);
    assert.match(before.problems?.[0]?.fix ?? '', 'npm install --save-dev @fontsource/noto-sans-kr@');
    // A stand-in for the package the owner is told to install: another Noto font under its name.
    const installed = join(project, 'node_modules/@fontsource/noto-sans-kr');
    cpSync(source, installed, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    writeFileSync(
      join(installed, 'package.json'),
      JSON.stringify({ ...manifest, name: '@fontsource/noto-sans-kr' }),
    );
    const after = await cardRuns({ inter, noto }, name, 800);
    // The stand-in has no Hangul: the builder now looks into it and says so, instead of "install it".
    assert.not.match(after.problems?.[0]?.fix ?? '', 'npm install');
    assert.ok(after.problems?.length, 'the stand-in draws no Hangul');
    const thai = await noto.face('@fontsource/noto-sans-kr', 800, 'ก'.codePointAt(0)!);
    assert.ok(thai !== 'not installed' && thai?.file.startsWith(installed), 'its faces are read');
  } finally {
    process.chdir(cwd);
  }
});

steps.run();
fonts.run();
