import { spawn } from 'node:child_process';

/**
 * Runs one test file as `npm test` does (test/runner/test-file.mjs, of the project in `cwd`): the
 * counts it reports over IPC, and what it printed. `execArgv` runs a file that is not compiled
 * (`['--import', 'tsx']`); `env` is set over this process's environment.
 */
export function runTestFile(
  file: string,
  { cwd = '.', execArgv = [] as string[], env = {} as Record<string, string> } = {},
): Promise<{ counts: Record<string, number>; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [...execArgv, 'test/runner/test-file.mjs', file], {
      cwd,
      env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    let output = '';
    let counts: Record<string, number> = {};
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    child.on('message', (message: Record<string, number>) => (counts = message));
    child.on('close', () => done({ counts, output }));
  });
}
