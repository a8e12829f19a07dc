import { existsSync, symlinkSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { about } from '../../src/content';
import { contentLiteral } from '../helpers/content-source';
import { startDevServer, type DevServer } from '../helpers/dev-server';

/**
 * `npm run dev` in a copy of the project, read as its pages read it: through
 * its event stream (`building`, then `reload` or `build-error` with the problems).
 */
const dev = suite('npm run dev: one error per mistake, no stale error, no save lost');

let server: DevServer | undefined;
let dir = '';
let origin = '';
type Event = { name: string; data: string };
const events: Event[] = [];
/** Called at each event: a wait on the stream wakes as the event arrives, not at a polling tick. */
const waiting = new Set<() => void>();
const stream = new AbortController();

dev.before(async () => {
  server = await startDevServer();
  ({ dir, origin } = server);
  const response = await fetch(`${origin}/__dev/events`, { signal: stream.signal });
  void readEvents(response.body!);
});

dev.after(() => {
  stream.abort();
  server?.stop();
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

const path = (file: string) => server!.path(file);
const read = (file: string) => server!.read(file);
const saveByRename = (file: string, text: string) => server!.saveByRename(file, text);
const saveInPlace = (file: string, text: string) => server!.saveInPlace(file, text);
const output = () => server!.output;
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

dev('a typo in a module the styles read is one error, at its own file and line', async () => {
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

dev(
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

dev('several saves during one rebuild queue exactly one more', async () => {
  const from = events.length;
  saveInPlace('src/content.ts', contentWith('Burst 0.', false, 0).source);
  await buildStarted(from);
  // Well apart (the watcher drops a second change within 50 ms): each is its own event.
  for (const n of [1, 2, 3]) {
    await new Promise((later) => setTimeout(later, 120));
    saveInPlace('src/content.ts', contentWith(`Burst ${n}.`, false, 0).source);
  }
  assert.is((await buildEnded(from, 2)).name, 'reload');
  // A third build would start at once after the second: a marker save shows whether one did.
  const marker = events.length;
  saveByRename('src/content.ts', contentWith('After the burst.', false, 0).source);
  await buildEnded(marker, 1);
  assert.is(events.slice(from, marker).filter((e) => e.name === 'building').length, 2);
  assert.match(await (await fetch(`${origin}/about`)).text(), 'After the burst.');
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

dev('only requests addressed to localhost are answered (no DNS rebinding)', async () => {
  const { port } = new URL(origin);
  for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, `site.localhost:${port}`])
    assert.is(await getWithHost('/about', host), 200, host);
  for (const host of [`rebind.example:${port}`, 'rebind.example', `localhost.rebind.example:${port}`])
    for (const pathname of ['/__dev/events', '/about', '/__dev/client.js'])
      assert.is(await getWithHost(pathname, host), 403, `${host} ${pathname}`);
});

dev('symbolic links that loop under static/ neither hang nor stop the server', async () => {
  symlinkSync('..', path('static/up'));
  symlinkSync('.', path('static/self'));
  const from = events.length;
  saveByRename('src/content.ts', contentWith('After the links.', false, 0).source);
  assert.is((await buildEnded(from, 1)).name, 'reload');
  assert.match(await (await fetch(`${origin}/about`)).text(), 'After the links.');
  assert.not.match(output(), /ELOOP|\n\s+at /, 'no crash, no stack trace');
});

// Last: it ends the server.
dev('stopped by Ctrl-C, a closed terminal or a kill, it says so and removes its build folder', async () => {
  const scratch = server!.scratchDir();
  assert.ok(existsSync(join(scratch, 'index.html')), `it builds into ${scratch}`);
  const printed = await server!.signal('SIGTERM');
  assert.match(printed, 'Dev server stopped (SIGTERM from another program).');
  assert.not.ok(existsSync(scratch), 'its build folder is removed');
});

dev.run();
