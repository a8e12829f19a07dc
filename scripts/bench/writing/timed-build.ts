import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export type Timing = {
  seconds: number;
  peakMb: number;
  load: string;
  /** Milliseconds by step, as the build said them (`--steps`); none when it found nothing to build. */
  steps?: Record<string, number>;
};

/** The machine's load average over the last minute, as /proc/loadavg says it. */
export const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;

/**
 * `npm run build` (with `args`) in `dir`, as a person runs it: wall time of the whole process and its
 * peak memory, from GNU time, and the time of each of its steps (`--steps`).
 */
export function timedBuild(dir: string, args: readonly string[] = []): Promise<Timing> {
  const load = loadAverage();
  return new Promise((ok, fail) => {
    const child = spawn(
      '/usr/bin/time',
      ['-f', 'TIMING %e %M', process.execPath, 'scripts/build.mjs', '--steps', ...args],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      const match = /TIMING ([\d.]+) (\d+)/.exec(stderr);
      if (code !== 0 || !match) return fail(new Error(`The build failed in ${dir}:\n${stderr.slice(-2000)}`));
      const steps = /^Steps \(ms\): (.*)$/m.exec(stdout)?.[1];
      ok({
        seconds: Number(match[1]),
        peakMb: Math.round(Number(match[2]) / 1024),
        load,
        steps:
          steps === undefined ? undefined : Object.fromEntries(steps.split(', ').map((step) => stepOf(step))),
      });
    });
  });
}

/** 'render 2808' as ['render', 2808]: a step's name may hold spaces ('post images and cards'). */
function stepOf(text: string): [string, number] {
  const at = text.lastIndexOf(' ');
  return [text.slice(0, at), Number(text.slice(at + 1))];
}
