import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectCopy } from './project';
import { keptDir } from '../../scripts/generator/state/cache-dir';

/** `npm run dev` running in a scratch copy of the project, and an editor's saves into that copy. */
export type DevServer = {
  dir: string;
  /** Where it serves, on loopback. */
  origin: string;
  /** All it has printed so far, to the terminal's two streams. */
  readonly output: string;
  path: (file: string) => string;
  read: (file: string) => string;
  /** An editor's safe save: write a temporary file, then rename it over the old one. */
  saveByRename: (file: string, text: string) => void;
  saveInPlace: (file: string, text: string) => void;
  /** Stops the server and removes the copy. */
  stop: () => void;
  /** Sends the server's process `signal`; resolves once it has exited and its output has all arrived. */
  signal: (signal: NodeJS.Signals) => Promise<string>;
  /** Where the server builds (../../scripts/dev/scratch-dir.ts, by its process id). */
  scratchDir: () => string;
};

/** Starts `npm run dev` (any free port) in a new copy of the project; resolves once it serves. */
export async function startDevServer(): Promise<DevServer> {
  const dir = projectCopy();
  const server = spawn(resolve('node_modules/.bin/tsx'), ['scripts/dev/server.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const origin = await new Promise<string>((ok, fail) => {
    server.stdout.on('data', () => {
      const match = output.match(/Dev server at http:\/\/localhost:(\d+)/);
      if (match) ok(`http://127.0.0.1:${match[1]}`);
    });
    server.on('exit', () => fail(new Error(`The dev server stopped:\n${output}`)));
  });
  const path = (file: string) => join(dir, file);
  // The server's own process, tsx's child. A signal goes to it, as a terminal's Ctrl-C reaches every
  // process of the group: tsx, signalled alone, relays it but kills a child that has not answered
  // within 30 ms, which a loaded machine can miss.
  const serverPid = () => Number(execFileSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' }));
  return {
    dir,
    origin,
    get output() {
      return output;
    },
    path,
    read: (file) => readFileSync(path(file), 'utf8'),
    saveByRename: (file, text) => {
      writeFileSync(`${path(file)}.tmp~`, text);
      renameSync(`${path(file)}.tmp~`, path(file));
    },
    saveInPlace: (file, text) => writeFileSync(path(file), text),
    scratchDir: () => join(dir, keptDir('dev'), String(serverPid())),
    signal: (signal) =>
      new Promise((exited) => {
        // 'close', not 'exit': the server's last lines may still be in the pipe when tsx exits.
        server.once('close', () => exited(output));
        process.kill(serverPid(), signal);
      }),
    stop: () => {
      server.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
