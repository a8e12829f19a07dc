/**
 * The generator's pool (scripts/generator/other-cores.ts): work done in a process of its own comes
 * back as it would have been made here, and its failures as the build's own errors.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { colors } from '../../src/theme';
import { CardGlyphError } from '../../scripts/generator/card/card-glyph-error';
import { socialCard } from '../../scripts/generator/card/social-card';
import { loadInter } from '../../scripts/generator/fonts/inter';
import { createNotoFonts } from '../../scripts/generator/fonts/noto-fonts';
import { inOwnProcess } from '../../scripts/generator/other-cores';

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

pool.run();
