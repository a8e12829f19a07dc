import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultPort, parsePort } from '../../scripts/serve/port';
import { distDir } from '../helpers/site';
import { scriptArgs } from '../helpers/npm-script';

const port = suite('PORT: plain words for the common mistakes');

port('an unset or empty PORT is the default; 0 asks for any free port', () => {
  assert.is(parsePort(undefined), defaultPort);
  assert.is(parsePort(''), defaultPort);
  assert.is(parsePort('8080'), 8080);
  assert.is(parsePort('0'), 0);
});

port('anything else says what is valid', () => {
  for (const bad of ['abc', '-1', '70000', '80.5', '3000abc']) {
    const message = parsePort(bad);
    assert.type(message, 'string', bad);
    assert.match(message as string, `PORT=${bad} is not a port`);
    assert.match(message as string, '1 to 65535');
  }
});

/**
 * A folder where `npm run serve` finds a built dist/ (the tests' own build: npm test never
 * writes the project's dist/, which a fresh clone does not have).
 */
const servedDir = mkdtempSync(join(tmpdir(), 'site-serve-'));
cpSync(distDir, join(servedDir, 'dist'), { recursive: true });

type Ran = { status: number | null; stdout: string; stderr: string };

/** Runs a script as npm would (in `cwd`, the project by default), and returns what a person sees. */
function run(script: string, env: Record<string, string>, cwd = process.cwd()): Promise<Ran> {
  return new Promise((done) => {
    const child = spawn(process.execPath, scriptArgs(script), {
      cwd,
      env: { ...process.env, ...env },
      timeout: 30_000,
    });
    let [stdout, stderr] = ['', ''];
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (status: number | null) => done({ status, stdout, stderr }));
  });
}

const scripts = ['scripts/serve/serve.ts', 'scripts/dev/server.ts', 'scripts/serve/start.ts'];
const hosts = ['not-a-host', '203.0.113.9'];
/** A port this process holds while `npm run serve` is asked for it. */
const taken = createServer();
/** The runs, started side by side when the suite starts: each test reads its own. */
let runs: { badPort: Promise<Ran>[]; badHost: Promise<Ran>[]; busy: Promise<Ran>; busyPort: number };
port.before(async () => {
  await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', ok));
  const { port: busyPort } = taken.address() as { port: number };
  runs = {
    badPort: scripts.map((script) => run(script, { PORT: 'abc' })),
    badHost: hosts.map((host) => run('scripts/serve/serve.ts', { HOST: host, PORT: '0' }, servedDir)),
    busy: run('scripts/serve/serve.ts', { PORT: String(busyPort) }, servedDir),
    busyPort,
  };
});
port.after(async () => {
  await Promise.all([...runs.badPort, ...runs.badHost, runs.busy]);
  taken.close();
  rmSync(servedDir, { recursive: true, force: true });
});

const noStackTrace = (text: string) => assert.not.match(text, /^\s+at /m, `a stack trace:\n${text}`);

scripts.forEach((script, i) => {
  port(`${script} with PORT=abc stops with the reason and no stack trace`, async () => {
    const result = await runs.badPort[i]!;
    assert.is(result.status, 1);
    assert.match(result.stderr, 'PORT=abc is not a port');
    noStackTrace(result.stderr);
  });
});

port(
  'a HOST that is no address of this machine is named, with what to use instead, and no stack trace',
  async () => {
    for (const [i, host] of hosts.entries()) {
      const result = await runs.badHost[i]!;
      assert.is(result.status, 1, host);
      assert.match(result.stderr, `HOST=${host} is not an address of this machine`);
      assert.match(result.stderr, 'HOST=0.0.0.0');
      assert.not.match(result.stdout, 'Serving', 'it never claims to serve');
      noStackTrace(result.stderr);
    }
  },
);

port('a port in use is named, with how to choose another', async () => {
  const { busy, busyPort } = runs;
  const result = await busy;
  assert.is(result.status, 1);
  assert.match(result.stderr, `Port ${busyPort} is already in use`);
  assert.match(result.stderr, `PORT=${busyPort + 1} npm run serve`);
  noStackTrace(result.stderr);
});

port.run();
