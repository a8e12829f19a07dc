import { readFileSync } from 'node:fs';
import fontverter from 'fontverter';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { scriptFonts } from '../../src/theme';
import { cardRuns } from '../../scripts/generator/card/card-fonts';
import { createNotoFonts } from '../../scripts/generator/fonts/noto-fonts';
import { loadInter, parse, type Inter } from '../../scripts/generator/fonts/inter';
import { renderedText } from '../../scripts/generator/pages/rendered-text';
import { anyOwnerContent, arabic, groups, second, sitePages } from '../helpers/any-owner';
import { buildFailure, buildSite, contentWith, type Site } from '../helpers/generate';

/**
 * A second owner (../helpers/any-owner.ts): names in any script and long words, built in this process.
 * That no page of theirs scrolls sideways on a phone, and that the name is drawn in Inter:
 * ../browser/any-owner.test.ts.
 */
const anyOwner = suite('any owner: names in any script and long words, on the pages and on the card');
let site: Site;
let inter: Inter;
let pagePaths: string[] = [];
anyOwner.before(async () => {
  site = await buildSite({ files: { 'src/content.ts': anyOwnerContent() } });
  pagePaths = sitePages(site);
  inter = await loadInter();
});

/** The code points a woff2 font file has glyphs for. */
async function cmapOf(woff2: Buffer): Promise<Set<number>> {
  const font = await parse(await fontverter.convert(woff2, 'sfnt'));
  return new Set(Object.keys(font.tables.cmap?.glyphIndexMap ?? {}).map(Number));
}

anyOwner('every character Inter has is drawn from an Inter face the page preloads', async () => {
  for (const path of pagePaths) {
    const html = site.page(path);
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map((m) => m[1]!);
    const declared = [...html.matchAll(/font-family:Inter;[^}]*src:url\(([^)]+)\)/g)].map((m) => m[1]!);
    assert.equal(
      preloaded.sort(),
      declared.sort(),
      `${path}: the faces it declares are the ones it preloads`,
    );
    const served = new Set<number>();
    for (const url of preloaded) for (const cp of await cmapOf(site.file(url)!)) served.add(cp);
    const missing = [...new Set(renderedText(html))].filter(
      (char) => !/\s/.test(char) && inter.has(char.codePointAt(0)!) && !served.has(char.codePointAt(0)!),
    );
    assert.equal(missing, [], `${path}: characters Inter has but no served face holds`);
  }
  // The owner's letters beyond Latin-1, and the skill's, are among them.
  assert.ok(/inter-latin-ext-/.test(site.page('/')), 'the landing page preloads the latin-ext face for Ł');
  assert.ok(/inter-symbols-/.test(site.page('/about')), 'the about page preloads the face with ↔');
});

anyOwner('a page showing a script Inter lacks names the fonts made for it; others do not', () => {
  const families = scriptFonts.find((entry) => entry.scripts.some((s) => s === 'Arabic'))!.families;
  const about = site.page('/about');
  assert.ok(renderedText(about).includes(arabic), 'the role is on the about page');
  for (const family of families) assert.ok(about.includes(`'${family}'`), `about names ${family}`);
  const contact = site.page('/contact');
  assert.not.ok(renderedText(contact).includes(arabic));
  assert.not.ok(contact.includes(`'${families[0]}'`), 'contact shows no Arabic and names no Arabic font');
});

anyOwner("the name's widest word sets its size below the spec's; the greeting keeps the spec's", () => {
  const landing = site.page('/');
  const phrase = landing.match(/<span class="[^"]*\b(fit-(\d+))\b[^"]*" data-phrase-index="0"/);
  assert.ok(phrase, 'the name carries a fit class');
  assert.ok(
    landing.includes(`.${phrase![1]}{font-size:min(var(--size),100cqi/${Number(phrase![2]) / 100})}`),
  );
  assert.not.match(landing.match(/<h1 class="([^"]*)"/)![1]!, /fit-/);
});

anyOwner(
  'the card: every run in a font that has its glyphs, Arabic as one shaped run, 1200×630',
  async () => {
    for (const [text, weight] of [
      [second.name, 800],
      [second.role, 500],
    ] as const) {
      const { runs, problems } = await cardRuns({ inter, noto: createNotoFonts() }, text, weight);
      assert.is(problems, undefined);
      assert.is(runs!.map((run) => run.text).join(''), text);
      for (const run of runs!) {
        const font = await parse(readFileSync(run.file));
        const missing = [...run.text].filter((c) => !/\s/.test(c) && font.charToGlyphIndex(c) === 0);
        assert.equal(missing, [], `${run.family} lacks ${missing.join('')}`);
      }
      if (text === second.role) assert.ok(runs!.some((run) => run.text.includes(arabic)));
    }
    const card = site
      .page('/')
      .match(/<meta property="og:image" content="[^"]*(\/assets\/social-[^"]+)"/)![1]!;
    const { width, height } = await sharp(site.file(card)).metadata();
    assert.equal([width, height], [1200, 630]);
  },
);

anyOwner(
  'a script no installed font draws stops the build, naming it and the command that installs one',
  async () => {
    const korean = '김민준';
    const said = await buildFailure({ files: { 'src/content.ts': contentWith({ 'owner.name': korean }) } });
    assert.match(said, `src/content.ts: owner.name: the link-preview card cannot draw "${korean}" (Hangul`);
    assert.match(said, 'npm install --save-dev @fontsource/noto-sans-kr@');
  },
);

anyOwner('a character no font draws stops the build, naming it, its field, page and words', async () => {
  const label = groups[1]!.items[2]!;
  // Tifinagh (Amazigh): a script no font of the stack is named for.
  const content = contentWith({
    'about.skills.groups': groups,
    'about.skills.groups[1].items[2]': `${label} ⵣ`,
  });
  const said = await buildFailure({ files: { 'src/content.ts': content } });
  assert.match(said, 'src/content.ts: about.skills.groups[1].items[2]: "ⵣ" (U+2D63, Tifinagh) on /about');
  assert.match(said, label);
});

anyOwner.run();
