import { existsSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cardRuns } from '../scripts/generator/card/card-fonts';
import { loadInter, type Inter } from '../scripts/generator/fonts/inter';
import { createNotoFonts } from '../scripts/generator/fonts/noto-fonts';

const files = suite('card fonts: a fixed set of font files, whatever the texts');
let inter: Inter;
files.before(async () => {
  inter = await loadInter();
});

files('twenty titles in Latin and Arabic are drawn from one file per font and weight', async () => {
  const noto = createNotoFonts();
  const titles = Array.from({ length: 20 }, (_, i) =>
    i % 2 ? `Notes on evaluation, part ${i}` : `Notes ${'ق'.repeat(i + 1)} عن التقييم ${i}`,
  );
  const used = new Map<string, Set<string>>();
  for (const title of titles) {
    for (const weight of [800, 500]) {
      const { runs, problems } = await cardRuns({ inter, noto }, title, weight);
      assert.is(problems, undefined, title);
      for (const run of runs!) {
        const key = `${run.family} ${weight}`;
        used.set(key, (used.get(key) ?? new Set()).add(run.file));
      }
    }
  }
  assert.equal([...used.keys()].length, 4, `Inter and Noto Sans Arabic at two weights: ${[...used.keys()]}`);
  for (const [font, paths] of used) {
    assert.is(paths.size, 1, `${font} came from ${paths.size} files`);
    assert.ok(existsSync([...paths][0]!), `${font} is kept in the cache`);
  }
});

files("a role in Devanagari at the role's weight is drawn by its Noto face", async () => {
  // noto-sans-devanagari's 500 WOFF is one opentype.js could not unpack by itself.
  const role = 'प्रोडक्ट इंजीनियर';
  const { runs, problems } = await cardRuns({ inter, noto: createNotoFonts() }, role, 500);
  assert.is(problems, undefined);
  assert.equal(
    runs!.map((run) => [run.text, run.family]),
    [[role, 'Noto Sans Devanagari Medium']],
  );
});

files.run();
