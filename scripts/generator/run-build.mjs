/**
 * `npm run build`: ./cli.ts in a Node process whose C library keeps two malloc arenas
 * (MALLOC_ARENA_MAX=2, unless set already). With glibc's default of eight per core, the memory the
 * photo and card encoders' threads free stays with the process: a cold build of a thousand posts
 * peaked at 1.5 GB, and at 1.1 GB with two arenas, in the same time. The variable is read when a
 * process starts, hence this launcher, in place of tsx's command (which starts a child process too).
 * Other C libraries ignore it.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const build = spawn(process.execPath, ['--import', 'tsx', cli, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
// Ctrl-C reaches the build itself (one process group); a signal sent to this process alone is passed on.
process.on('SIGINT', () => {});
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => build.kill(signal));
// Stopped by a signal, the exit code a shell gives: 128 and its number (130 for Ctrl-C).
build.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
