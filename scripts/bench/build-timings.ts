/**
 * `npm run bench`, build times: a clean build (photo cache warm), `npm run
 * build` again with nothing changed (a whole new process), and the dev
 * server's rebuild with nothing changed; median of BENCH_BUILDS (default 5).
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { build } from '../../build';
import { createDevBuilder } from '../dev/dev-builder';
import { median, medianOf } from './median';
import { benchVariables } from '../env';
import { keptDir } from '../generator/state/cache-dir';

const run = promisify(execFile);

/** Repetitions of each build measurement (BENCH_BUILDS=1 for a quick look). */
export const builds = benchVariables().builds;

const buildCli = [process.execPath, ['scripts/build.mjs']] as const;

export async function buildTimings() {
  const clean: { ms: number; steps: Record<string, number> }[] = [];
  for (let i = 0; i < builds; i++) {
    rmSync('dist', { recursive: true, force: true });
    rmSync(keptDir('build'), { recursive: true, force: true });
    const result = await build({ quiet: true });
    clean.push({ ms: result.milliseconds, steps: result.steps });
  }
  // A new process, which finds dist/ up to date: once to record the build, then measured.
  await run(...buildCli);
  const again: number[] = [];
  for (let i = 0; i < builds; i++) {
    const started = performance.now();
    const { stdout } = await run(...buildCli);
    if (!stdout.includes('up to date'))
      throw new Error(`npm run build rebuilt with nothing changed:\n${stdout}`);
    again.push(performance.now() - started);
  }
  // Warm esbuild contexts and transforms.
  const builder = await createDevBuilder({ outDir: keptDir('bench'), pageScript: '/__dev/client.js' });
  await builder.run();
  const warm: { ms: number; steps: Record<string, number> }[] = [];
  for (let i = 0; i < builds; i++) {
    const result = await builder.run();
    warm.push({ ms: result.milliseconds, steps: result.steps });
  }
  await builder.dispose();
  return {
    cleanBuild: { ms: median(clean.map((c) => c.ms)), steps: medianOf(clean.map((c) => c.steps)) },
    noChangeProcess: { ms: median(again) },
    warmRebuild: { ms: median(warm.map((w) => w.ms)), steps: medianOf(warm.map((w) => w.steps)) },
  };
}
