import { existsSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { about, contact } from '../../src/content';
import { browserSuite } from '../helpers/browser';
import { contentLiteral, replaceValue } from '../helpers/content-source';
import { cssRgb } from '../helpers/contrast';
import { startDevServer, type DevServer } from '../helpers/dev-server';
import { edit } from '../helpers/project';
import { colors } from '../../src/theme';
import { testVariables } from '../../scripts/env';

/**
 * `npm run dev` in one scratch copy of the project, started once for three suites in turn: its
 * event stream (`building`, then `reload` or `build-error` with the problems) read as its pages
 * read it; the pages themselves in Chromium (skipped where there is none); and last, the server
 * stopped. One server, not one per file: a start and its first save are 5 s of CPU.
 */
let server: DevServer | undefined;
let dir = '';
let origin = '';
let starting: Promise<DevServer> | undefined;
async function devServer() {
  server = await (starting ??= startDevServer());
  ({ dir, origin } = server);
}

const path = (file: string) => server!.path(file);
const read = (file: string) => server!.read(file);
const saveByRename = (file: string, text: string) => server!.saveByRename(file, text);
const saveInPlace = (file: string, text: string) => server!.saveInPlace(file, text);
const output = () => server!.output;

const watch = suite('npm run dev: one error per mistake, no stale error, no save lost');
type Event = { name: string; data: string };
const events: Event[] = [];
/** Called at each event: a wait on the stream wakes as the event arrives, not at a polling tick. */
const waiting = new Set<() => void>();
const stream = new AbortController();

watch.before(async () => {
  await devServer();
  const response = await fetch(`${origin}/__dev/events`, { signal: stream.signal });
  void readEvents(response.body!);
});

async function readEvents(body: ReadableStream<Uint8Array>) {
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.*)$/m.exec(block)?.[1];
        const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
        if (name) {
          events.push({ name, data });
          for (const wake of [...waiting]) wake();
        }
      }
    }
  } catch {
    // Aborted when the suite ends.
  }
}

const count = (name: string) => events.filter((e) => e.name === name).length;
const isEnd = (e: Event) => e.name === 'reload' || e.name === 'build-error';

/** Resolves as soon as `check` holds after an event, or fails naming `what` after 30 s. */
function untilEvent(check: () => boolean, what: string): Promise<void> {
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => {
      waiting.delete(wake);
      fail(new Error(`Waited 30 s for ${what}:\n${output()}`));
    }, 30_000);
    const wake = () => {
      if (!check()) return;
      clearTimeout(timer);
      waiting.delete(wake);
      ok();
    };
    waiting.add(wake);
    wake();
  });
}

/** Resolves with the `n`th build's end event counted from `from` (an index into `events`). */
async function buildEnded(from: number, n: number): Promise<Event> {
  await untilEvent(
    () => events.slice(from).filter(isEnd).length >= n,
    `build ${n} after event ${from} to end`,
  );
  return events.slice(from).filter(isEnd)[n - 1]!;
}

const buildStarted = (from: number) =>
  untilEvent(() => events.slice(from).some((e) => e.name === 'building'), 'a rebuild to start');

type Problem = { file: string; line: number; message: string };

/**
 * src/content.ts as the owner wrote it, but with `text` as the about page's experience
 * text, a typo (a doubled comma) on the line of `timings.pageFade`, which styles read
 * (Linaria evaluates content.ts for them), or not, and `blank` empty lines at the end.
 */
let original = '';
let originalLiteral = '';
function contentWith(text: string, typo: boolean, blank: number): { source: string; typoLine: number } {
  let source = original.replace(originalLiteral, JSON.stringify(text));
  const lines = source.split('\n');
  const typoLine = lines.findIndex((line) => /^\s*pageFade: .*,$/.test(line)) + 1;
  if (typoLine === 0) throw new Error('src/content.ts has no "pageFade: …," line in its timings');
  if (typo) lines[typoLine - 1] += ',';
  source = lines.join('\n') + '\n'.repeat(blank);
  return { source, typoLine };
}

watch('a typo in a module the styles read is one error, at its own file and line', async () => {
  original = read('src/content.ts');
  originalLiteral = contentLiteral(dir, about.experience.text)!;
  assert.ok(originalLiteral, 'about.experience.text is one literal in src/content.ts');
  const from = events.length;
  const { source, typoLine } = contentWith(about.experience.text, true, 0);
  saveByRename('src/content.ts', source);
  const ended = await buildEnded(from, 1);
  assert.is(ended.name, 'build-error');
  const problems = JSON.parse(ended.data) as Problem[];
  assert.equal(
    problems.map(({ file, line }) => `${file}:${line}`),
    [`src/content.ts:${typoLine}`],
    'one problem, where the typo is',
  );
  assert.not.match(output(), /src\/(Layout|screens\/)/, 'no importer is blamed in the terminal');
  assert.not.match(output(), dir, 'no absolute path in the terminal');

  // The fix, then a save that changes only whitespace: neither brings the error back.
  for (const blank of [0, 1, 2]) {
    const at = events.length;
    saveInPlace('src/content.ts', contentWith(about.experience.text, false, blank).source);
    assert.is((await buildEnded(at, 1)).name, 'reload', `save ${blank + 1} after the fix`);
  }
});

/**
 * Pairs of saves, the second at a random moment of the first's build (each pair two rebuilds, about
 * a second of CPU): every kind of second save, and both kinds of moment, in every run.
 */
const pairs = 4;

watch(
  `a save while a rebuild runs, at ${pairs} random moments, is built next: exactly one more build`,
  async () => {
    let text: string = about.experience.text;
    let typo = false;
    let blank = 0;
    let lastBuild = 1000;
    const builds = count('building');
    for (let i = 0; i < pairs; i++) {
      const save = i % 2 ? saveInPlace : saveByRename;
      const from = events.length;
      // First save: always a good one with new text, so its build has work to do.
      text = `First save ${i}.`;
      save('src/content.ts', contentWith(text, false, blank).source);
      await buildStarted(from);
      const started = Date.now();
      // The second save, at a random moment of the running build: every other one in its first
      // 50 ms, where the watcher drops a path's second change, the others anywhere in the last
      // build's time; new text, a typo and whitespace in turn.
      const moment = i % 2 ? Math.random() * lastBuild : Math.random() * 50;
      await new Promise((later) => setTimeout(later, moment));
      const kind = i % 3;
      if (kind === 0) text = `Second save ${i}.`;
      typo = kind === 1;
      blank = kind === 2 ? blank + 1 : blank;
      const { source, typoLine } = contentWith(text, typo, blank);
      (i % 3 ? saveInPlace : saveByRename)('src/content.ts', source);

      const last = await buildEnded(from, 2);
      lastBuild = Math.max(200, Date.now() - started);
      const what = `save ${i + 1} (${['new text', 'typo', 'whitespace'][kind]}, ${Math.round(moment)} ms into the build)`;
      assert.is(count('building') - builds, 2 * (i + 1), `${what}: two builds per pair of saves`);
      if (typo) {
        assert.is(last.name, 'build-error', what);
        const problems = JSON.parse(last.data) as Problem[];
        assert.equal(
          problems.map(({ file, line }) => `${file}:${line}`),
          [`src/content.ts:${typoLine}`],
          what,
        );
      } else {
        assert.is(last.name, 'reload', `${what}: no error stays after a good save`);
        const page = await (await fetch(`${origin}/about`)).text();
        assert.match(page, text, `${what}: the page shows the last save`);
      }
    }
    // One more save, so that a build queued after the last pair would be counted before it.
    const from = events.length;
    saveByRename('src/content.ts', contentWith(about.experience.text, false, 0).source);
    assert.is((await buildEnded(from, 1)).name, 'reload');
    assert.is(count('building') - builds, 2 * pairs + 1, 'no build beyond one per save');
  },
);

watch('several saves during one rebuild queue exactly one more', async () => {
  const theme = read('src/theme.ts');
  const from = events.length;
  // The first save is the theme's: its rebuild evaluates every style, a second or more, so the three
  // saves after it (360 ms) land while it runs. A content save rebuilds in a quarter of a second,
  // which a burst on a busy machine outlasted: a third build was counted for a burst that was two.
  // A colour of this run alone: the style store keeps earlier values' results, and a colour an earlier
  // run saved would rebuild from them in a quarter of a second too.
  const border = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
  saveInPlace('src/theme.ts', theme.replace(/paperBorder:\s*(['"])[^'"]*\1/, `paperBorder: '${border}'`));
  await buildStarted(from);
  // Well apart (the watcher drops a second change within 50 ms): each is its own event.
  for (const n of [1, 2, 3]) {
    await new Promise((later) => setTimeout(later, 120));
    saveInPlace('src/content.ts', contentWith(`Burst ${n}.`, false, 0).source);
  }
  assert.not.ok(
    events.slice(from).some(isEnd),
    'the first build ended before the burst did: this test needs a slower first build',
  );
  assert.is((await buildEnded(from, 2)).name, 'reload');
  // A third build would start at once after the second: a marker save (the theme back) shows whether one did.
  const marker = events.length;
  saveByRename('src/theme.ts', theme);
  assert.is((await buildEnded(marker, 1)).name, 'reload');
  assert.is(events.slice(from, marker).filter((e) => e.name === 'building').length, 2);
  assert.match(await (await fetch(`${origin}/about`)).text(), 'Burst 3.');
});

/** A GET with the given Host header (fetch does not let one set it). */
const getWithHost = (pathname: string, host: string) =>
  new Promise<number>((ok, fail) => {
    const { port } = new URL(origin);
    const req = request({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
      response.destroy();
      ok(response.statusCode!);
    });
    req.on('error', fail);
    req.end();
  });

watch('only requests addressed to localhost are answered (no DNS rebinding)', async () => {
  const { port } = new URL(origin);
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `site.localhost:${port}`])
    assert.is(await getWithHost('/about', host), 200, host);
  for (const host of [`rebind.example:${port}`, 'rebind.example', `localhost.rebind.example:${port}`])
    for (const pathname of ['/__dev/events', '/about', '/__dev/client.js'])
      assert.is(await getWithHost(pathname, host), 403, `${host} ${pathname}`);
});

watch('symbolic links that loop under static/ neither hang nor stop the server', async () => {
  symlinkSync('..', path('static/up'));
  symlinkSync('.', path('static/self'));
  const from = events.length;
  saveByRename('src/content.ts', contentWith('After the links.', false, 0).source);
  assert.is((await buildEnded(from, 1)).name, 'reload');
  assert.match(await (await fetch(`${origin}/about`)).text(), 'After the links.');
  assert.not.match(output(), /ELOOP|\n\s+at /, 'no crash, no stack trace');
});

// The next suite starts from the owner's content, as the server did.
watch.after(async () => {
  if (!original) return;
  const from = events.length;
  saveByRename('src/content.ts', original);
  await buildEnded(from, 1);
});

watch.run();

const { test: dev, env } = browserSuite('npm run dev: every save rebuilds, reloads, or shows why not', {
  serve: false,
});
/** Saves per timing; DEV_SAVES=10 for the closing note's medians. */
const saves = testVariables().devSaves;

dev.before(devServer);

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
  const shown = performance.now() - started;
  // The reloaded page's text shows before its `load`: a save made then reloads it again before that
  // load, which then never fires (a busy machine's run counted one reload for two saves).
  await page.waitForLoadState('load', { timeout: saveDeadline });
  return shown;
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
    edit(dir, 'src/theme.ts', /paperBorder:\s*(['"])[^'"]*\1/, "paperBorder: '#ff0000'");
    await printed('Rebuilt in', builds + 1);
    await page.waitForFunction(
      (red) => getComputedStyle(document.querySelector('main section')!).borderTopColor === red,
      cssRgb('#ff0000'),
      { timeout: saveDeadline },
    );
    // Counted once the reloaded page has loaded: its style applies before its `load`.
    await page.waitForLoadState('load', { timeout: saveDeadline });
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

const stop = suite('npm run dev: stopped');
stop.before(devServer);
stop.after(() => {
  stream.abort();
  server?.stop();
});

stop('stopped by Ctrl-C, a closed terminal or a kill, it says so and removes its build folder', async () => {
  const scratch = server!.scratchDir();
  assert.ok(existsSync(join(scratch, 'index.html')), `it builds into ${scratch}`);
  const printed = await server!.signal('SIGTERM');
  assert.match(printed, 'Dev server stopped (SIGTERM from another program).');
  assert.not.ok(existsSync(scratch), 'its build folder is removed');
});

stop.run();
