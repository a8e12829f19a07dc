/**
 * Cloudflare Pages' own runtime on this machine: `wrangler pages dev` runs workerd
 * on a folder with its `_headers`, `_redirects` and 404 rules, offline. wrangler is
 * about 150 MB, so it is no dependency of the project: the pinned version is
 * installed beside it, in node_modules/.cache, on first use (or by running this
 * file, as CI does before the tests).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { testVariables } from '../../scripts/env';

/** 3.114.x is the last line of wrangler that runs on Node 20 (4.x wants Node 22). */
export const wranglerVersion = '3.114.17';
const prefix = fileURLToPath(new URL('../../node_modules/.cache/wrangler', import.meta.url));
const packageJson = join(prefix, 'node_modules/wrangler/package.json');
const bin = join(prefix, 'node_modules/wrangler/bin/wrangler.js');

const installed = () =>
  existsSync(packageJson) && JSON.parse(readFileSync(packageJson, 'utf8')).version === wranglerVersion;

/** Installs the pinned wrangler unless it is there; says why not when it cannot. */
export function installWrangler(): string | null {
  if (installed()) return null;
  const npm = spawnSync(
    'npm',
    ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `wrangler@${wranglerVersion}`],
    { encoding: 'utf8', timeout: 300_000 },
  );
  if (installed()) return null;
  const errors = `${npm.stderr ?? ''}`.split('\n').filter((line) => line.startsWith('npm error'));
  const output = npm.error?.message ?? errors.slice(0, 2).join('; ');
  return `wrangler ${wranglerVersion} could not be installed (${output || `npm exited ${npm.status}`})`;
}

/**
 * Whether the host-parity tests can run: a loud skip where wrangler cannot be
 * fetched, except in CI, where that is a failure.
 */
export function wranglerAvailable(): boolean {
  const problem = installWrangler();
  if (!problem) return true;
  if (testVariables().ci) throw new Error(`${problem}: the host-parity tests cannot be skipped in CI`);
  console.warn(`\n!!! ${problem}. CLOUDFLARE HOST-PARITY TESTS SKIPPED. !!!\n`);
  return false;
}

const freePort = () =>
  new Promise<number>((ok, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
    server.once('error', fail);
  });

/**
 * Serves `dir` with `wrangler pages dev` on loopback and waits until it answers.
 * `log` holds what wrangler printed (its verdict on `_redirects` and `_headers`).
 * `close` ends wrangler and its workerd child: they run in a process group of their own.
 */
export async function startWrangler(dir: string) {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  // Its state and logs go to a scratch folder, not into the project.
  const scratch = mkdtempSync(join(tmpdir(), 'wrangler-'));
  const child = spawn(
    process.execPath,
    [
      bin,
      'pages',
      'dev',
      resolve(dir),
      ...['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort)],
      ...['--compatibility-date', '2025-07-01', '--persist-to', join(scratch, 'state')],
    ],
    {
      cwd: scratch,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: 'true', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: scratch },
    },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // Already gone.
    }
  };
  // The test runner ends with process.exit(): take the group down with it whatever happened.
  const onExit = () => kill('SIGKILL');
  process.once('exit', onExit);
  const close = async () => {
    kill('SIGTERM');
    const timer = setTimeout(() => kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
    kill('SIGKILL'); // workerd, if it outlived wrangler
    process.off('exit', onExit);
    rmSync(scratch, { recursive: true, force: true });
  };

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  let stopped = false;
  void exited.then(() => (stopped = true));
  for (;;) {
    try {
      await fetch(`${origin}/`, { redirect: 'manual' });
      break;
    } catch {
      if (stopped || Date.now() > deadline) {
        await close();
        throw new Error(`wrangler pages dev did not start:\n${log}`);
      }
      await new Promise((ok) => setTimeout(ok, 100));
    }
  }
  return { origin, log: () => log, close };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = installWrangler();
  if (problem) throw new Error(problem);
  console.log(`wrangler ${wranglerVersion} is ready for the host-parity tests`);
}
