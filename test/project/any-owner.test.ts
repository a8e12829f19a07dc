import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { scriptFonts } from '../../src/theme';
import { cardRuns } from '../../scripts/generator/card/card-fonts';
import { createNotoFonts } from '../../scripts/generator/fonts/noto-fonts';
import { loadInter, parse, type Inter } from '../../scripts/generator/fonts/inter';
import { renderedText } from '../../scripts/generator/pages/rendered-text';
import { browserAvailable, launchBrowser, serveSite } from '../helpers/browser';
import { setContentValue } from '../helpers/content-source';
import { builtPages, projectCopy, runBuild } from '../helpers/project';
import { readPageHtml } from '../helpers/site';

/**
 * A second owner, unlike the placeholder: a name in Latin Extended with a
 * 35-letter word, a role in Cyrillic, Arabic and Greek, a skill in Vietnamese
 * with an arrow, German compounds in a skill and a project title. Everything
 * expected below is read from these texts.
 */
const second = {
  name: 'Łucja Wolfeschlegelsteinhausenbergerdorff-Yılmaz',
  role: 'Інженерка ПЗ · مهندسة برمجيات · Μηχανικός',
  skill: 'Tiếng Việt ↔ English',
  longSkill: 'Rechtsschutzversicherungsgesellschaften',
  itemTitle: 'Donaudampfschifffahrtsgesellschaftskapitänsmütze Platform',
};
/** Their skills and their one project, set whole: nothing below depends on the owner's own. */
const groups = [
  { name: 'Sprachen', items: [second.skill, 'Polski', 'Deutsch'] },
  { name: 'Engineering', items: ['TypeScript', 'Rust', 'Go'] },
  { name: 'Recht', items: [second.longSkill] },
];
const items = [
  {
    id: 4,
    title: second.itemTitle,
    description: 'Ein Werkzeug für Reedereien.',
    imageUrl: 'https://images.unsplash.com/photo-1500530855697-b586d89ba3ee?w=1200&q=80',
    imageAlt: 'Ein Dampfschiff auf der Donau',
    link: '/projects/donau',
  },
];
const arabic = second.role.match(/[\p{Script=Arabic}\s]+[\p{Script=Arabic}]/u)![0].trim();

const anyOwner = suite('any owner: names in any script and long words, on the pages and on the card');
let dir = '';
let inter: Inter;
let built: ReturnType<typeof runBuild>;
let pagePaths: string[] = [];
anyOwner.before(async () => {
  dir = projectCopy();
  setContentValue(dir, 'owner.name', second.name);
  setContentValue(dir, 'owner.role', second.role);
  setContentValue(dir, 'about.skills.groups', groups);
  setContentValue(dir, 'portfolioItems', items);
  built = runBuild(dir);
  pagePaths = builtPages(join(dir, 'dist'));
  inter = await loadInter();
});
anyOwner.after(() => rmSync(dir, { recursive: true, force: true }));

/** The code points a woff2 font file has glyphs for. */
async function cmapOf(file: string): Promise<Set<number>> {
  const font = parse(await fontverter.convert(readFileSync(file), 'sfnt'));
  return new Set(Object.keys(font.tables.cmap?.glyphIndexMap ?? {}).map(Number));
}

anyOwner('the site builds for them', () => {
  assert.is(built.status, 0, built.stderr);
});

anyOwner('every character Inter has is drawn from an Inter face the page preloads', async () => {
  for (const path of pagePaths) {
    const html = readPageHtml(path, join(dir, 'dist'));
    const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map((m) => m[1]!);
    const declared = [...html.matchAll(/font-family:Inter;[^}]*src:url\(([^)]+)\)/g)].map((m) => m[1]!);
    assert.equal(
      preloaded.sort(),
      declared.sort(),
      `${path}: the faces it declares are the ones it preloads`,
    );
    const served = new Set<number>();
    for (const url of preloaded) for (const cp of await cmapOf(join(dir, 'dist', url))) served.add(cp);
    const missing = [...new Set(renderedText(html))].filter(
      (char) => !/\s/.test(char) && inter.has(char.codePointAt(0)!) && !served.has(char.codePointAt(0)!),
    );
    assert.equal(missing, [], `${path}: characters Inter has but no served face holds`);
  }
  // The owner's letters beyond Latin-1, and the skill's, are among them.
  const landing = readPageHtml('/', join(dir, 'dist'));
  assert.ok(/inter-latin-ext-/.test(landing), 'the landing page preloads the latin-ext face for Ł');
  assert.ok(
    /inter-symbols-/.test(readPageHtml('/about', join(dir, 'dist'))),
    'the about page preloads the face with ↔',
  );
});

anyOwner('a page showing a script Inter lacks names the fonts made for it; others do not', () => {
  const families = scriptFonts.find((entry) => entry.scripts.some((s) => s === 'Arabic'))!.families;
  const about = readPageHtml('/about', join(dir, 'dist'));
  assert.ok(renderedText(about).includes(arabic), 'the role is on the about page');
  for (const family of families) assert.ok(about.includes(`'${family}'`), `about names ${family}`);
  const contact = readPageHtml('/contact', join(dir, 'dist'));
  assert.not.ok(renderedText(contact).includes(arabic));
  assert.not.ok(contact.includes(`'${families[0]}'`), 'contact shows no Arabic and names no Arabic font');
});

anyOwner("the name's widest word sets its size below the spec's; the greeting keeps the spec's", () => {
  const landing = readPageHtml('/', join(dir, 'dist'));
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
        const font = parse(readFileSync(run.file));
        const missing = [...run.text].filter((c) => !/\s/.test(c) && font.charToGlyphIndex(c) === 0);
        assert.equal(missing, [], `${run.family} lacks ${missing.join('')}`);
      }
      if (text === second.role) assert.ok(runs!.some((run) => run.text.includes(arabic)));
    }
    const image = landingCard();
    const { width, height } = await sharp(image).metadata();
    assert.equal([width, height], [1200, 630]);
  },
);

function landingCard(): Buffer {
  const url = readPageHtml('/', join(dir, 'dist')).match(
    /<meta property="og:image" content="[^"]*(\/assets\/social-[^"]+)"/,
  )![1]!;
  return readFileSync(join(dir, 'dist', url));
}

anyOwner('no page scrolls sideways at 320 or 390 px, and the name is drawn in Inter', async () => {
  if (!browserAvailable()) return;
  const site = await serveSite(join(dir, 'dist'));
  const browser = await launchBrowser();
  try {
    for (const width of [320, 390]) {
      // Its own context, cache on: the second visit of `/` has Inter from the first, as any visitor's would.
      const context = await browser.newContext({ viewport: { width, height: 740 } });
      const page = await context.newPage();
      for (const path of pagePaths) {
        await page.goto(site.origin + path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        assert.is(overflow, 0, `${path} at ${width} px scrolls sideways by ${overflow} px`);
      }
      await page.goto(site.origin + '/');
      await page.evaluate(() => document.fonts.ready);
      const cdp = await context.newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const { nodeId } = await cdp.send('DOM.querySelector', {
        nodeId: root.nodeId,
        selector: '[data-phrase-index]',
      });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      // Inter's own name for itself: the face the page serves is cut from Inter Variable.
      assert.equal(
        fonts.map((f) => f.familyName),
        ['Inter Variable'],
        `the name is drawn in ${fonts.map((f) => `${f.familyName} (${f.glyphCount})`).join(', ')}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
});

anyOwner(
  'a script no installed font draws stops the build, naming it and the command that installs one',
  () => {
    const copy = projectCopy();
    try {
      const korean = '김민준';
      setContentValue(copy, 'owner.name', korean);
      const result = runBuild(copy);
      assert.is(result.status, 1);
      assert.match(
        result.stderr,
        `src/content.ts: owner.name: the link-preview card cannot draw "${korean}" (Hangul`,
      );
      assert.match(result.stderr, 'npm install --save-dev @fontsource/noto-sans-kr@');
      assert.is(readFileSync(join(copy, 'dist', 'previous-build.txt'), 'utf8'), 'kept');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  },
);

anyOwner('a character no font draws stops the build, naming it, its field, page and words', () => {
  const copy = projectCopy();
  try {
    const label = groups[1]!.items[2]!;
    setContentValue(copy, 'about.skills.groups', groups);
    // Tifinagh (Amazigh): a script no font of the stack is named for.
    setContentValue(copy, 'about.skills.groups[1].items[2]', `${label} ⵣ`);
    const result = runBuild(copy);
    assert.is(result.status, 1);
    assert.match(
      result.stderr,
      'src/content.ts: about.skills.groups[1].items[2]: "ⵣ" (U+2D63, Tifinagh) on /about',
    );
    assert.match(result.stderr, label);
    assert.is(readFileSync(join(copy, 'dist', 'previous-build.txt'), 'utf8'), 'kept');
    assert.not.ok(existsSync(join(copy, 'dist.next')));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

anyOwner.run();
