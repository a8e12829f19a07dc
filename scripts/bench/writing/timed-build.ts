import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type Timing = { seconds: number; peakMb: number; load: string };

/** The machine's load average over the last minute, as /proc/loadavg says it. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;

/**
 * `npm run build` (with `args`) in `dir`, as a person runs it: wall time of the whole process and its
 * peak memory, from GNU time.
 */
export function timedBuild(dir: string, args: readonly string[] = []): Promise<Timing> {
  const load = loadAverage();
  return new Promise((ok, fail) => {
    const child = spawn(
      '/usr/bin/time',
      ['-f', 'TIMING %e %M', process.execPath, 'scripts/generator/run-build.mjs', ...args],
      { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      const match = /TIMING ([\d.]+) (\d+)/.exec(stderr);
      if (code !== 0 || !match) return fail(new Error(`The build failed in ${dir}:\n${stderr.slice(-2000)}`));
      ok({ seconds: Number(match[1]), peakMb: Math.round(Number(match[2]) / 1024), load });
    });
  });
}
