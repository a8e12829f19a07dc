/**
 * `npm run dev`: builds into a scratch folder, serves it on localhost, and on
 * every change under src/ or static/ rebuilds and reloads the open pages. A
 * failed rebuild is shown over every open page (./client.ts) until the
 * next good one. Rebuilds reuse Linaria's transform of a file while neither
 * it nor any module its styles read has changed (../generator/bundling/transform-cache.ts),
 * so one build, and one reload, has the right CSS.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { watch } from 'chokidar';
import { build as bundle } from 'esbuild';
import { warmCompiler } from './warm-compiler';
import { buildProblems, formatProblems, type BuildProblem } from '../generator/errors/build-error';
import { listenOrExit, portOrExit } from '../serve/port';
import { startServer } from '../serve/serve';
import { serverVariables } from '../env';
import { rebuildQueue } from './rebuild-queue';
import { devOutDir } from './scratch-dir';
import { changedPaths, isScratch, isSource, stampSources, watchedDirs } from './watched-files';

const outDir = devOutDir();
const clientPath = '/__dev/client.js';
const eventsPath = '/__dev/events';

const port = portOrExit();
// The build's modules (a second of loading) come after PORT is known to be good: a mistyped PORT is said at once.
const { createDevBuilder } = await import('./dev-builder');
const client = await devClient();
const builder = await createDevBuilder({ outDir, pageScript: clientPath });

// Every open page listens here: `building` as a rebuild starts, then `reload` after a good build or
// `build-error` after a failed one.
const pages = new Set<ServerResponse>();
let failure: BuildProblem[] | null = null;
const send = (page: ServerResponse, event: string, data = '') =>
  page.write(`event: ${event}\ndata: ${data.replaceAll('\n', '\ndata: ')}\n\n`);
const broadcast = (event: string, data?: string) => pages.forEach((page) => send(page, event, data));

function failed(error: unknown): void {
  const problems = buildProblems(error);
  const text = formatProblems(problems);
  // One save can arrive as two events (a rename): the same error is said once.
  if (!failure || formatProblems(failure) !== text)
    console.error(`\nBuild failed; the open pages show why.\n${text}\n`);
  failure = problems;
  broadcast('build-error', JSON.stringify(failure));
}

const started = performance.now();
// Saves during the first build, before anything watches: compared once the watcher runs.
const firstStamps = stampSources();
await builder.run().catch((error) => {
  failed(error);
  writeWaitingPage();
});

const server = await listenOrExit(
  () =>
    startServer(
      outDir,
      port,
      serverVariables().host,
      {
        [clientPath]: (_request, response) => {
          response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
          response.end(client);
        },
        [eventsPath]: (request, response) => {
          response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
          response.write(': connected\n\n');
          // A page opened (or reloaded) while the build is broken learns it at once.
          if (failure) send(response, 'build-error', JSON.stringify(failure));
          pages.add(response);
          request.on('close', () => pages.delete(response));
        },
      },
      // Build errors carry source lines and paths: no page of another site may read them (DNS rebinding).
      { checkHost: true },
    ),
  port,
  'npm run dev',
);
const { port: bound } = server.address() as AddressInfo;
console.log(
  `Dev server at http://localhost:${bound} (built in ${Math.round(performance.now() - started)} ms). Watching src/ and static/.`,
);
// While the owner reads the page, the posts' compiler loads, so the first save is as quick as the next;
// so does Linaria, which a save of a style or the theme needs (the first such save took 2.0 s, the
// next 1.0-1.1 s), and which the first build did not load when every style's transform was stored.
void warmCompiler();
void import('@wyw-in-js/transform');

async function rebuild(changed: string[]): Promise<void> {
  broadcast('building');
  const start = performance.now();
  try {
    await builder.run();
    failure = null;
    broadcast('reload');
    console.log(`Rebuilt in ${Math.round(performance.now() - start)} ms: ${changed.join(', ')}`);
  } catch (error) {
    failed(error);
  }
}

const queue = rebuildQueue({ build: rebuild, stamp: stampSources, changedSince: changedPaths });

// chokidar, not fs.watch: Node 20's recursive fs.watch loses a file once it has been replaced by
// a rename (sed -i, git checkout, most editors' safe save), and later saves go unseen. Links are
// not followed: `ln -s .. static/up` would otherwise watch the whole disk above, or loop.
const watcher = watch(watchedDirs, { ignoreInitial: true, ignored: isScratch, followSymlinks: false });
watcher.on('all', (event, path) => {
  const file = path.replaceAll('\\', '/');
  if (event === 'addDir' || event === 'unlinkDir' || isSource(file)) queue.changed(file);
});
watcher.on('error', (error) => console.error(`Watching src/ and static/: ${(error as Error).message}`));
watcher.on('ready', () => {
  for (const file of changedPaths(firstStamps, stampSources())) queue.changed(file);
});

/** The browser's script: the reload and overlay client, bundled with the site's theme colours. */
async function devClient(): Promise<string> {
  const result = await bundle({
    entryPoints: [new URL('./client.ts', import.meta.url).pathname],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    define: { EVENTS_PATH: JSON.stringify(eventsPath) },
  });
  return result.outputFiles[0]!.text;
}

/** With no good build yet, every address answers a page that shows the error and waits. */
function writeWaitingPage(): void {
  rmSync(outDir, { recursive: true, force: true });
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Build failed</title><meta name="color-scheme" content="dark"><body><script type="module" src="${clientPath}"></script></body></html>`;
  mkdirSync(outDir, { recursive: true });
  for (const file of ['index.html', '404.html']) writeFileSync(join(outDir, file), html);
}

/** Ctrl-C, a closed terminal or another program's kill: said, so that a server gone is never a mystery. */
const stop = async (signal: NodeJS.Signals) => {
  const by =
    { SIGINT: 'Ctrl-C', SIGHUP: 'its terminal closing' }[signal as string] ??
    `${signal} from another program`;
  console.log(`\nDev server stopped (${by}).`);
  server.close();
  for (const page of pages) page.end();
  await watcher.close();
  await queue.idle();
  await builder.dispose();
  rmSync(outDir, { recursive: true, force: true });
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
