import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultPort, parsePort } from '../scripts/serve/port';
import { distDir } from './helpers/site';

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
port.after(() => rmSync(servedDir, { recursive: true, force: true }));

/** Runs a script as npm would (in `cwd`, the project by default), and returns what a person sees. */
const run = (script: string, env: Record<string, string>, cwd = process.cwd()) =>
  spawnSync(resolve('node_modules/.bin/tsx'), [resolve(script)], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });

const noStackTrace = (text: string) => assert.not.match(text, /^\s+at /m, `a stack trace:\n${text}`);

for (const script of ['scripts/serve/serve.ts', 'scripts/dev/server.ts', 'scripts/serve/start.ts']) {
  port(`${script} with PORT=abc stops with the reason and no stack trace`, () => {
    const result = run(script, { PORT: 'abc' });
    assert.is(result.status, 1);
    assert.match(result.stderr, 'PORT=abc is not a port');
    noStackTrace(result.stderr);
  });
}

port(
  'a HOST that is no address of this machine is named, with what to use instead, and no stack trace',
  () => {
    for (const host of ['not-a-host', '203.0.113.9']) {
      const result = run('scripts/serve/serve.ts', { HOST: host, PORT: '0' }, servedDir);
      assert.is(result.status, 1, host);
      assert.match(result.stderr, `HOST=${host} is not an address of this machine`);
      assert.match(result.stderr, 'HOST=0.0.0.0');
      assert.not.match(result.stdout, 'Serving', 'it never claims to serve');
      noStackTrace(result.stderr);
    }
  },
);

port('a port in use is named, with how to choose another', async () => {
  const taken = createServer();
  await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', ok));
  const { port: busy } = taken.address() as { port: number };
  try {
    // Asynchronous: the busy port is held by this process, which must keep running.
    const result = await new Promise<{ status: number | null; stderr: string }>((done) => {
      const child = spawn(resolve('node_modules/.bin/tsx'), [resolve('scripts/serve/serve.ts')], {
        cwd: servedDir,
        env: { ...process.env, PORT: String(busy) },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      child.on('close', (status: number | null) => done({ status, stderr }));
    });
    assert.is(result.status, 1);
    assert.match(result.stderr, `Port ${busy} is already in use`);
    assert.match(result.stderr, `PORT=${busy + 1} npm run serve`);
    noStackTrace(result.stderr);
  } finally {
    taken.close();
  }
});

port.run();
