import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { colors } from '../src/theme';
import { loadInter, type Inter } from '../scripts/generator/fonts/inter';
import { socialCard } from '../scripts/generator/card/social-card';
import { createNotoFonts } from '../scripts/generator/fonts/noto-fonts';

/** Names that take one, two and three lines of the card (a Greek name wraps as in the field). */
const names = [
  'Ada Lovelace',
  'Αλεξάνδρα Παπαδοπούλου-Κωνσταντινίδου',
  'Maria Alexandra Konstantinidou Papadopoulou Wolfeschlegelstein',
];
const role = 'Product Engineer';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/**
 * Where things are on a card, read from its pixels: the accent bar's last row
 * (the bar's colour at its middle), then the bands of rows holding text, each
 * marked as the name's (text colour) or the role's (secondary text colour).
 */
async function layout(card: Buffer) {
  const { data, info } = await sharp(card).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  const near = (a: number[], b: number[]) => a.every((v, i) => Math.abs(v - b[i]!) < 40);
  const barRows = [...Array(info.height).keys()].filter((y) => near(at(144, y), rgb(colors.primary)));
  // Without a bar the rows below it would start at -Infinity: a loop that never ends.
  assert.ok(barRows.length > 0, 'the accent bar is drawn');
  const barBottom = Math.max(...barRows);
  // A row's brightest red, left to right across the text column: the dark background and the blue
  // glow stay far below either text colour.
  // (A loop over the bytes: a card has 600 rows of 1008 pixels to read.)
  const red = (y: number) => {
    let brightest = 0;
    for (let x = 96; x < 96 + 1008; x++) brightest = Math.max(brightest, data[(y * info.width + x) * 3]!);
    return brightest;
  };
  const [nameRed, roleRed] = [rgb(colors.text)[0]!, rgb(colors.textSecondary)[0]!];
  const bands: { top: number; bottom: number; name: boolean }[] = [];
  for (let y = barBottom + 1; y < info.height; y++) {
    const r = red(y);
    if (r < roleRed - 40) continue;
    const last = bands.at(-1);
    if (last && last.bottom === y - 1) {
      last.bottom = y;
      last.name ||= r > (nameRed + roleRed) / 2;
    } else bands.push({ top: y, bottom: y, name: r > (nameRed + roleRed) / 2 });
  }
  const nameBands = bands.filter((band) => band.name);
  const roleBand = bands.find((band) => !band.name)!;
  const height = (band: { top: number; bottom: number }) => band.bottom - band.top + 1;
  return {
    nameHeight: Math.max(...nameBands.map(height)),
    roleHeight: height(roleBand),
    lines: nameBands.length,
    barToName: nameBands[0]!.top - barBottom,
    nameToRole: roleBand.top - nameBands.at(-1)!.bottom,
  };
}

const card = suite('social card: the accent bar, the name and the role keep their spacing');
let inter: Inter;
card.before(async () => {
  inter = await loadInter();
});

card('a name on one, two or three lines sits as far from the bar and from the role', async () => {
  const laid = [];
  for (const name of names) {
    laid.push(await layout(await socialCard({ name, role, colors }, inter, createNotoFonts())));
  }
  assert.equal(
    laid.map((l) => l.lines),
    [1, 2, 3],
    'the names take one, two and three lines',
  );
  const [one] = laid;
  for (const l of laid) {
    assert.ok(Math.abs(l.barToName - one!.barToName) <= 2, `bar to name: ${laid.map((x) => x.barToName)}`);
    assert.ok(
      Math.abs(l.nameToRole - one!.nameToRole) <= 2,
      `name to role: ${laid.map((x) => x.nameToRole)}`,
    );
  }
  assert.ok(one!.barToName > 20, 'the bar stands clear of the name');
});

card(
  'a name too long for three lines at full size takes three smaller lines, never below the role',
  async () => {
    const name = 'Maximiliana Wolfeschlegelsteinhausen Alexandropoulou-Papadimitriou Konstantinidou';
    const l = await layout(await socialCard({ name, role, colors }, inter, createNotoFonts()));
    assert.is(l.lines, 3);
    assert.ok(
      l.nameHeight > l.roleHeight,
      `the name's lines (${l.nameHeight} px) outsize the role (${l.roleHeight} px)`,
    );
  },
);

card(
  'a name written right to left has the accent bar over it on the right, where its line starts',
  async () => {
    const bar = rgb(colors.primary);
    const barAt = async (name: string) => {
      const drawn = await socialCard({ name, role, colors }, inter, createNotoFonts());
      const { data, info } = await sharp(drawn).raw().toBuffer({ resolveWithObject: true });
      // Columns of the card where some row is the bar's colour, above the text.
      const isBar = (x: number, y: number) => {
        const i = (y * info.width + x) * 3;
        return [0, 1, 2].every((c) => Math.abs(data[i + c]! - bar[c]!) < 40);
      };
      const columns: number[] = [];
      for (let x = 0; x < info.width; x++)
        for (let y = 0; y < Math.round(info.height / 2); y++)
          if (isBar(x, y)) {
            columns.push(x);
            break;
          }
      return { first: columns[0]!, last: columns.at(-1)!, width: info.width };
    };
    const latin = await barAt('Ada Lovelace');
    const hebrew = await barAt('יעל כהן-לוי');
    assert.ok(
      latin.last < latin.width / 2,
      `a Latin name: the bar on the left (x ${latin.first}-${latin.last})`,
    );
    assert.ok(
      hebrew.first > hebrew.width / 2,
      `a Hebrew name: the bar on the right (x ${hebrew.first}-${hebrew.last})`,
    );
    assert.is(hebrew.width - 1 - hebrew.last, latin.first, 'as far from the right edge as from the left');
  },
);

const atOnce = suite('social card: cards drawn at once are the cards drawn one at a time');
/** Titles in Latin, Arabic and both, one long enough to wrap: each draws with its own fonts. */
const titles = [
  'Notes on evaluation, part 1',
  'ليلى عبد الله',
  'Notes on تعلم الآلة and evals',
  'What a year of shipping evaluation pipelines taught me about measuring product quality',
  'Notes on evaluation, part 2',
  'דוד בן גוריון',
];

atOnce('six titles drawn together give the bytes each gives alone', async () => {
  const inter = await loadInter();
  const noto = createNotoFonts();
  const draw = (name: string) => socialCard({ name, role: 'Jane Doe', colors }, inter, noto);
  // Together first, in a process that has drawn no card: the fonts are made and registered meanwhile.
  const together = await Promise.all(titles.map(draw));
  const alone = [];
  for (const name of titles) alone.push(await draw(name));
  for (const [i, name] of titles.entries())
    assert.ok(alone[i]!.equals(together[i]!), `"${name}" differs when drawn with the others`);
});

atOnce.run();
card.run();
