import { unlinkSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { about, contact } from '../../src/content';
import { browserSuite } from '../helpers/browser';
import { contentLiteral, replaceValue } from '../helpers/content-source';
import { cssRgb } from '../helpers/contrast';
import { startDevServer, type DevServer } from '../helpers/dev-server';
import { edit } from '../helpers/project';
import { colors } from '../../src/theme';
import { testVariables } from '../../scripts/env';

const { test: dev, env } = browserSuite('npm run dev: every save rebuilds, reloads, or shows why not', {
  serve: false,
});
/** Saves per timing; DEV_SAVES=10 for the closing note's medians. */
const saves = testVariables().devSaves;
let server: DevServer | undefined;
let dir = '';
let origin = '';

dev.before(async () => {
  server = await startDevServer();
  ({ dir, origin } = server);
});
dev.after(() => server?.stop());

const path = (file: string) => server!.path(file);
const read = (file: string) => server!.read(file);
const saveByRename = (file: string, text: string) => server!.saveByRename(file, text);
const saveInPlace = (file: string, text: string) => server!.saveInPlace(file, text);
const output = () => server!.output;

const times = (line: string) => output().split(line).length - 1;

/** Resolves when the dev server has printed `line` `count` times in all (the server is then idle). */
async function printed(line: string, count: number): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (times(line) < count) {
    if (Date.now() > deadline) throw new Error(`The dev server never printed "${line}":\n${output()}`);
    await new Promise((tick) => setTimeout(tick, 25));
  }
}

async function openPage(route: string): Promise<{ page: Page; problems: string[] }> {
  const page = await env.browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(`${origin}${route}`);
  return { page, problems };
}

/** The about page's experience text as the owner wrote it, then as each save rewrites it. */
let experience: string = about.experience.text;

/**
 * How long a save may take to show, or an overlay to come or go: far above the second it takes,
 * because the suite runs this beside builds of its own, and a machine that busy is not a failure
 * of the dev server. What is asserted is that it happens, once, with the right CSS.
 */
const saveDeadline = 45_000;

/** Saves a new experience text into src/content.ts and times it until the open page shows it. */
async function timedSave(page: Page, save: (file: string, text: string) => void, next: string) {
  const literal = contentLiteral(dir, experience);
  if (!literal) throw new Error('about.experience.text is not written as one literal in src/content.ts');
  const started = performance.now();
  save('src/content.ts', read('src/content.ts').replace(literal, JSON.stringify(next)));
  experience = next;
  await page.waitForFunction((text) => document.querySelector('main')?.textContent?.includes(text), next, {
    timeout: saveDeadline,
  });
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

dev('an in-place save and a save by rename each reload the open page once, save after save', async () => {
  const { page, problems } = await openPage('/about');
  assert.ok((await page.locator('main').innerText()).includes(experience));
  let loads = 0;
  page.on('load', () => loads++);
  const builds = times('Rebuilt in');
  const inPlace: number[] = [];
  const renamed: number[] = [];
  // Alternating kinds proves the file is still watched after it was replaced by a rename.
  for (let i = 0; i < saves; i++) {
    renamed.push(await timedSave(page, saveByRename, `Saved by rename, ${i + 1}.`));
    inPlace.push(await timedSave(page, saveInPlace, `Saved in place, ${i + 1}.`));
  }
  console.log(
    `\n  dev: save to reloaded page, median of ${saves}: in place ${Math.round(median(inPlace))} ms, by rename ${Math.round(median(renamed))} ms`,
  );
  assert.is(times('Rebuilt in') - builds, 2 * saves, 'one build per save');
  assert.is(loads, 2 * saves, 'one reload per save');
  assert.equal(problems, []);
  await page.close();
});

dev('a new file and a deleted file under static/ are served and gone after the rebuild', async () => {
  const served = async () => (await fetch(`${origin}/notes.txt`)).status;
  const before = times('Rebuilt in');
  writeFileSync(path('static/notes.txt'), 'hello');
  await printed('Rebuilt in', before + 1);
  assert.is(await served(), 200);
  unlinkSync(path('static/notes.txt'));
  await printed('Rebuilt in', before + 2);
  assert.is(await served(), 404);
});

dev('a style edit applies: the served CSP follows the new style hashes', async () => {
  const { page, problems } = await openPage('/contact');
  const gap = () => page.locator('main section').evaluate((el) => getComputedStyle(el).rowGap);
  assert.is(await gap(), '20px');
  saveByRename(
    'src/screens/Contact.tsx',
    read('src/screens/Contact.tsx').replace('gap: 20px;', 'gap: 28px;'),
  );
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('main section')!).rowGap === '28px',
    null,
    { timeout: saveDeadline },
  );
  assert.equal(problems, []);
  await page.close();
});

dev(
  'a style that reads a value from another module follows that module’s edit in the same reload',
  async () => {
    const { page, problems } = await openPage('/contact');
    let loads = 0;
    page.on('load', () => loads++);
    const border = () =>
      page
        .locator('main section')
        .first()
        .evaluate((el) => getComputedStyle(el).borderTopColor);
    assert.is(await border(), cssRgb(colors.paperBorder), 'the card border is the theme’s paperBorder');
    const builds = times('Rebuilt in');
    edit(dir, 'src/theme.ts', `paperBorder: '${colors.paperBorder}'`, "paperBorder: '#ff0000'");
    await printed('Rebuilt in', builds + 1);
    await page.waitForFunction(
      (red) => getComputedStyle(document.querySelector('main section')!).borderTopColor === red,
      cssRgb('#ff0000'),
      { timeout: saveDeadline },
    );
    assert.is(loads, 1, 'one reload, already with the new colour');
    assert.equal(problems, [], 'the served CSP follows the new style hashes');
    await page.close();
  },
);

dev('a syntax error shows over every open page where it is, and the fix removes it', async () => {
  const pages = [await openPage('/contact'), await openPage('/')];
  const good = read('src/screens/Contact.tsx');
  const typo = '<p className={secondaryText}>{contact.card.text}</p>';
  const line = good.split('\n').findIndex((text) => text.includes(typo)) + 1;
  assert.ok(line > 0, 'Contact.tsx has the paragraph the test puts a typo in');
  const failures = times('Build failed');
  // The second page as a site written right to left draws it: the overlay's code still reads left to right.
  await pages[1]!.page.evaluate(() => (document.documentElement.dir = 'rtl'));
  saveByRename('src/screens/Contact.tsx', good.replace(typo, typo.replace('</p>', '</h3>')));
  for (const { page } of pages) {
    const dialog = page.getByRole('alertdialog', { name: 'Build failed' });
    await dialog.waitFor({ timeout: saveDeadline });
    assert.is(await dialog.evaluate((el) => getComputedStyle(el).direction), 'ltr');
    const text = await dialog.innerText();
    assert.match(text, `src/screens/Contact.tsx:${line}:`, 'the file and line of the typo, not its importer');
    assert.match(text, 'Unexpected closing "h3" tag');
    assert.match(text, typo.replace('</p>', '</h3>'), 'the code around the error');
  }
  const { page } = pages[0]!;
  assert.is(
    await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('role')),
    'alertdialog',
    'focus moves to the dialog, so screen readers announce it',
  );
  await page.keyboard.press('Escape');
  assert.is(await page.getByRole('alertdialog').count(), 0, 'Escape dismisses it');

  saveByRename('src/screens/Contact.tsx', good);
  assert.is(
    times('Build failed'),
    failures + 1,
    'the terminal says it once, however many events the save made',
  );
  for (const { page, problems } of pages) {
    await page.getByRole('alertdialog').waitFor({ state: 'detached', timeout: saveDeadline });
    await page.locator('main h1').waitFor();
    assert.equal(problems, [], 'no CSP violation or script error');
    await page.close();
  }
  assert.is(await (await openPage('/contact')).page.getByRole('heading', { name: contact.title }).count(), 1);
});

dev(
  'a content error from the build’s checks shows the same way; the last good build is still served',
  async () => {
    const good = read('src/content.ts');
    const failures = times('Build failed');
    // An empty paragraph: a mistake any owner can make, whatever their content holds.
    saveByRename('src/content.ts', replaceValue(good, 'about.background.paragraphs[0]', "' '"));
    // A page opened after the failure learns it as it connects.
    await printed('Build failed', failures + 1);
    const { page } = await openPage('/about');
    const dialog = page.getByRole('alertdialog', { name: 'Build failed' });
    await dialog.waitFor({ timeout: saveDeadline });
    assert.match(await dialog.innerText(), 'about.background.paragraphs[0]: ');
    assert.match(await dialog.innerText(), 'src/content.ts');
    assert.match(output(), 'src/content.ts: about.background.paragraphs[0]: ');
    assert.is(await page.locator('main h1').innerText(), about.title, 'the last good page is under it');
    saveByRename('src/content.ts', good);
    await dialog.waitFor({ state: 'detached', timeout: saveDeadline });
    await page.close();
  },
);

dev.run();
