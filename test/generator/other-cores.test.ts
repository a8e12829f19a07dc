/**
 * The generator's pool (scripts/generator/other-cores.ts): work done in a process of its own comes
 * back as it would have been made here, and its failures as the build's own errors.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { colors } from '../../src/theme';
import { CardGlyphError } from '../../scripts/generator/card/card-glyph-error';
import { socialCard } from '../../scripts/generator/card/social-card';
import { loadInter } from '../../scripts/generator/fonts/inter';
import { createNotoFonts } from '../../scripts/generator/fonts/noto-fonts';
import { inOwnProcess } from '../../scripts/generator/other-cores';
import { keptBundle } from '../../scripts/kept-bundle.mjs';

const pool = suite('the pool: cards drawn in a process of their own (a cold build of many posts)');
const titles = ['Notes on evaluation, part 1', 'ليلى عبد الله'];

pool('drawn in a process of their own (a cold build of many posts), the same bytes', async () => {
  const [inter, noto] = [await loadInter(), createNotoFonts()];
  const values = titles.map((name) => ({ name, role: 'Jane Doe', colors }));
  const drawn: Buffer[] = [];
  await inOwnProcess('drawCards', values, ({ index, card }) => (drawn[index] = Buffer.from(card)));
  for (const [i, value] of values.entries())
    assert.ok(drawn[i]!.equals(await socialCard(value, inter, noto)), `"${value.name}" differs`);
});

pool('a card its process cannot draw fails with the characters, and which card it was', async () => {
  // Hangul, whose Noto package this project does not install.
  const values = ['Ada Lovelace', '김민준'].map((name) => ({ name, role: 'Jane Doe', colors }));
  const failure = await inOwnProcess('drawCards', values, () => {}).catch((error: unknown) => error);
  assert.instance(failure, CardGlyphError);
  assert.is((failure as CardGlyphError).card, 1);
  assert.equal(
    (failure as CardGlyphError).glyphs.map((glyph) => [glyph.field, glyph.chars]),
    [['owner.name', '김민준']],
  );
});

pool(
  'run from the kept bundle of `npm run build`, its process starts the bundled script, and compiles',
  async () => {
    const bundle = await keptBundle({
      'other-cores': 'scripts/generator/other-cores.ts',
      'other-cores-child': 'scripts/generator/other-cores-child.ts',
    });
    const bundled = (await import(pathToFileURL(join(bundle, 'other-cores.mjs')).href)) as {
      inOwnProcess: typeof inOwnProcess;
      child: string;
      execArgv: string[];
    };
    assert.equal([bundled.child, bundled.execArgv], [join(bundle, 'other-cores-child.mjs'), []], 'no loader');
    const compiled: { index: number; compiled: { code: string } }[] = [];
    const job = { index: 0, file: 'src/writing/bundled.md', body: '# Heading\n\nA *bundled* compile.\n' };
    await bundled.inOwnProcess('compilePosts', [job], (part) => compiled.push(part));
    assert.is(compiled.length, 1);
    assert.match(compiled[0]!.compiled.code, 'bundled');
  },
);

pool.run();
