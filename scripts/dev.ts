/**
 * `npm run dev`: builds into a scratch folder, serves it on localhost, and on
 * every change under src/ or static/ rebuilds and reloads the open pages.
 * Rebuilds reuse Linaria's transform of unchanged files; when a module that
 * styles may read (content, theme, styles) changed, a second build without
 * that cache follows and reloads again if the CSS moved.
 */
import { watch } from 'node:fs';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBuilder } from '../build';
import { startServer } from './serve';

const outDir = 'node_modules/.cache/site-dev';
const reloadPath = '/__dev/reload.js';
const eventsPath = '/__dev/events';

/** The live-reload client: one EventSource, a reload on each message (allowed by the CSP: same origin). */
const reloadClient = `new EventSource(${JSON.stringify(eventsPath)}).onmessage = () => location.reload();\n`;

/** Modules whose values styles may interpolate; their changes can move the CSS. */
const styleInputs = /src\/(content|theme|site-config)\.ts$|src\/styles\//;

const clients = new Set<ServerResponse>();
const reload = () => {
  for (const client of clients) client.write('data: reload\n\n');
};

const builder = await createBuilder({ outDir, mode: 'development', quiet: true, devScript: reloadPath });
const first = await builder.run();

const server = await startServer(outDir, Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1', {
  [reloadPath]: (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' });
    response.end(reloadClient);
  },
  [eventsPath]: (request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    response.write(': connected\n\n');
    clients.add(response);
    request.on('close', () => clients.delete(response));
  },
});
const { port } = server.address() as AddressInfo;
console.log(
  `Dev server at http://localhost:${port} (built in ${Math.round(first.milliseconds)} ms). Watching src/ and static/.`,
);

let pending = new Set<string>();
let running: Promise<void> | null = null;
let timer: NodeJS.Timeout | undefined;

async function rebuild(): Promise<void> {
  const changed = [...pending];
  pending = new Set();
  const started = performance.now();
  try {
    const fast = await builder.run();
    reload();
    console.log(`Rebuilt in ${Math.round(performance.now() - started)} ms: ${changed.join(', ')}`);
    if (changed.some((file) => styleInputs.test(file))) {
      // Let the browser reload first: this build is slower and shares the CPU.
      await new Promise((resume) => setTimeout(resume, 500));
      const full = await builder.run({ fresh: true });
      if (full.css !== fast.css) {
        reload();
        console.log(`Styles re-extracted in ${Math.round(full.milliseconds)} ms`);
      }
    }
  } catch (error) {
    console.error(`Build failed; the last good build is still served.\n${(error as Error).message}`);
  }
}

function schedule(file: string): void {
  pending.add(file);
  clearTimeout(timer);
  // A short pause gathers the several events one save makes.
  timer = setTimeout(async () => {
    while (running) await running;
    running = rebuild().finally(() => (running = null));
  }, 30);
}

/** Sources only: editors' and tools' temporary and hidden files are not changes. */
const isSource = (file: string) =>
  !/(^|\/)[.#~]|~$|\.(swp|tmp)$/.test(file) && (file.startsWith('static/') || /\.tsx?$/.test(file));

for (const dir of ['src', 'static']) {
  watch(dir, { recursive: true }, (_event, name) => {
    const file = name && `${dir}/${name}`;
    if (file && isSource(file)) schedule(file);
  });
}

const stop = async () => {
  server.close();
  for (const client of clients) client.end();
  await builder.dispose();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
