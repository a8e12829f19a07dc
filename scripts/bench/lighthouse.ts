/**
 * `npm run bench`, Lighthouse: mobile, simulated throttling, median of
 * BENCH_RUNS (default 3). Lighthouse is not a dependency (with its own it is
 * about 150 MB, for the bench alone): without it, `lighthouseOrExit` says how
 * to install it.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumArgs, chromiumPath } from '../../test/runner/test-env';
import { medianOf } from './median';
import { benchVariables } from '../env';

const run = promisify(execFile);

/** 13.x wants Node >= 22.19. */
export const lighthouseVersion = '12.8.2';

export const lighthouseRuns = benchVariables().lighthouseRuns;

/** Lighthouse's command line script; when it is not installed, says how to install it and exits. */
export function lighthouseOrExit(): string {
  const require = createRequire(import.meta.url);
  try {
    const manifest = require.resolve('lighthouse/package.json');
    const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { lighthouse: string } };
    return join(dirname(manifest), bin.lighthouse);
  } catch {
    console.error(
      `npm run bench needs Lighthouse, which \`npm install\` leaves out. Install it with\n\n  npm install --no-save lighthouse@${lighthouseVersion}\n\nthen run \`npm run bench\` again (the next \`npm install\` or \`npm ci\` removes it).`,
    );
    process.exit(1);
  }
}

export async function installedVersion(cli: string): Promise<string> {
  const { stdout } = await run(process.execPath, [cli, '--version']);
  return stdout.trim();
}

type LighthouseRun = { scores: Record<string, number>; metrics: Record<string, number> };

async function lighthouse(cli: string, url: string, blockJs: boolean): Promise<LighthouseRun> {
  const out = join('bench-results', 'lighthouse.json');
  const flags = ['--headless=new', ...chromiumArgs];
  await run(
    process.execPath,
    [
      cli,
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=${flags.join(' ')}`,
      ...(blockJs ? ['--blocked-url-patterns=*.js'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id: string) => report.audits[id]?.numericValue ?? NaN;
  return {
    scores: Object.fromEntries(
      Object.entries(report.categories).map(([k, c]) => [
        k,
        Math.round((c as { score: number }).score * 100),
      ]),
    ),
    metrics: {
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
    },
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again. */
async function lighthouseRetried(cli: string, url: string, blockJs: boolean): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(cli, url, blockJs);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(
        `  Lighthouse failed on ${url}, trying again: ${(error as { stderr?: string }).stderr?.trim()}`,
      );
    }
  }
}

/** Scores and metrics of one URL, each the median of the runs; `blockJs` loads no script. */
export async function lighthouseMedian(cli: string, url: string, blockJs: boolean) {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < lighthouseRuns; i++) all.push(await lighthouseRetried(cli, url, blockJs));
  return { scores: medianOf(all.map((r) => r.scores)), metrics: medianOf(all.map((r) => r.metrics)) };
}
