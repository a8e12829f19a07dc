/**
 * `npm run bench`: measures the built site. Builds from clean, then reports per
 * route the bytes a visitor downloads, Lighthouse (mobile, simulated
 * throttling; median of BENCH_RUNS, default 3) with and without JavaScript,
 * the time from a click on the hamburger and on the pause control to the next
 * paint at 4x CPU slowdown, and build times (median of 5, split by step).
 * Writes bench-results/latest.json and .md; `--compare FILE` prints the change
 * against an earlier JSON. Not part of `npm test`: timings are noisy.
 * Lighthouse is not a dependency (with its own it is about 150 MB, for this
 * script alone): install it first, see `lighthouseCli`.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { build, createBuilder } from '../build';
import { launchBrowser, chromiumPath } from '../test/helpers/browser';
import { outputFile } from '../src/routes';
import { budgets } from './budgets';
import { pageWeights, readDir } from './build/page-weights';
import { menuNavigation } from './bench-navigation';
import { startServer } from './serve';

const run = promisify(execFile);

/** 13.x wants Node >= 22.19. */
const lighthouseVersion = '12.8.2';

/** Lighthouse's command line script; when it is not installed, says how to install it and exits. */
function lighthouseCli(): string {
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
const lighthouseBin = lighthouseCli();
const runs = Number(process.env.BENCH_RUNS ?? 3);
const onlyRoutes = process.env.BENCH_ROUTES?.split(',');
const allRoutes = [
  ...['/', '/about', '/portfolio', '/portfolio/1', '/contact'].map((path) => ({ name: path, path })),
  // Lighthouse refuses a 404 status: the same page, asked for by its own name.
  { name: 'not found', path: '/portfolio/404' },
].map((route) => ({ ...route, file: outputFile(route.path) }));
const routes = onlyRoutes ? allRoutes.filter((r) => onlyRoutes.includes(r.name)) : allRoutes;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const medianSteps = (all: Record<string, number>[]) =>
  Object.fromEntries(Object.keys(all[0] ?? {}).map((step) => [step, median(all.map((s) => s[step] ?? 0))]));

async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/** Repetitions of each build measurement (BENCH_BUILDS=1 for a quick look). */
const builds = Number(process.env.BENCH_BUILDS ?? 5);

async function buildTimes() {
  const clean: { ms: number; steps: Record<string, number> }[] = [];
  for (let i = 0; i < builds; i++) {
    rmSync('dist', { recursive: true, force: true });
    rmSync('node_modules/.cache/site-build', { recursive: true, force: true });
    const result = await build({ quiet: true });
    clean.push({ ms: result.milliseconds, steps: result.steps });
  }
  // `npm run build` again with nothing changed: a new process, which finds dist/ up to date.
  await run(process.execPath, ['--import', 'tsx', 'scripts/build/cli.ts']);
  const again: number[] = [];
  for (let i = 0; i < builds; i++) {
    const started = performance.now();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/build/cli.ts']);
    if (!stdout.includes('up to date'))
      throw new Error(`npm run build rebuilt with nothing changed:\n${stdout}`);
    again.push(performance.now() - started);
  }
  // The dev server's rebuild with nothing changed: warm esbuild contexts and transforms.
  const builder = await createBuilder({
    outDir: 'node_modules/.cache/site-bench',
    mode: 'development',
    quiet: true,
    devScript: '/__dev/client.js',
  });
  await builder.run();
  const warm: { ms: number; steps: Record<string, number> }[] = [];
  for (let i = 0; i < builds; i++) {
    const result = await builder.run();
    warm.push({ ms: result.milliseconds, steps: result.steps });
  }
  await builder.dispose();
  return {
    cleanBuild: { ms: median(clean.map((c) => c.ms)), steps: medianSteps(clean.map((c) => c.steps)) },
    noChangeProcess: { ms: median(again) },
    warmRebuild: { ms: median(warm.map((w) => w.ms)), steps: medianSteps(warm.map((w) => w.steps)) },
  };
}

type LighthouseRun = { scores: Record<string, number>; metrics: Record<string, number> };

/** Extra Chromium flags for Lighthouse: where the stand-in for the stock-photo host is. */

async function lighthouse(url: string, blockJs: boolean): Promise<LighthouseRun> {
  const out = join('bench-results', 'lighthouse.json');
  await run(
    process.execPath,
    [
      lighthouseBin,
      url,
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync`,
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
async function lighthouseRetried(url: string, blockJs: boolean): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, blockJs);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(
        `  Lighthouse failed on ${url}, trying again: ${(error as { stderr?: string }).stderr?.trim()}`,
      );
    }
  }
}

async function lighthouseMedian(url: string, blockJs: boolean) {
  const all: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) all.push(await lighthouseRetried(url, blockJs));
  const pick = (get: (r: LighthouseRun) => Record<string, number>) =>
    Object.fromEntries(Object.keys(get(all[0]!)).map((k) => [k, median(all.map((r) => get(r)[k]!))]));
  return { scores: pick((r) => r.scores), metrics: pick((r) => r.metrics) };
}

/** Click to next paint, in ms, at 4x CPU slowdown: Event Timing where it reports, else rAF + task. */
async function interactions(origin: string) {
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${origin}/`);
  await page.waitForSelector('button[aria-controls="site-menu"]');
  await page.evaluate(() => {
    const w = window as unknown as { paints: number[] };
    w.paints = [];
    document.addEventListener(
      'click',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => w.paints.push(performance.now() - start)));
      },
      true,
    );
  });
  const measure = async (click: () => Promise<void>, after: () => Promise<void>) => {
    const values: number[] = [];
    for (let i = 0; i < 7; i++) {
      await page.evaluate(() => ((window as unknown as { paints: number[] }).paints.length = 0));
      await click();
      await page.waitForTimeout(300);
      values.push(await page.evaluate(() => (window as unknown as { paints: number[] }).paints[0] ?? NaN));
      await after();
      await page.waitForTimeout(300);
    }
    return median(values);
  };
  const drawer = await measure(
    () => page.click('button[aria-controls="site-menu"]'),
    () => page.keyboard.press('Escape'),
  );
  const pause = await measure(
    () => page.click('main button[aria-label]'),
    async () => {},
  );
  await browser.close();
  return { drawerOpenMs: drawer, pauseMs: pause };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(2);

function markdown(result: Awaited<ReturnType<typeof bench>>): string {
  const lines = [
    `# Benchmark, ${result.date}`,
    '',
    `Lighthouse ${result.lighthouseVersion}, mobile, simulated throttling, median of ${result.runs}. Bytes in KB: raw / gzip / brotli; total = brotli text + font + largest photo candidate.`,
    '',
    '| route | perf | a11y | best | seo | FCP s | LCP s | TBT ms | CLS | SI s | FCP no-JS s | LCP no-JS s | FCP ratio | HTML+CSS | CSS | JS | font | photo | total |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of result.routes) {
    const { scores: sc, metrics: m } = r.lighthouse;
    const nj = r.noJs.metrics;
    const w = r.bytes;
    lines.push(
      `| ${r.name} | ${sc.performance} | ${sc.accessibility} | ${sc['best-practices']} | ${sc.seo} | ${s(m.fcp!)} | ${s(m.lcp!)} | ${Math.round(m.tbt!)} | ${m.cls!.toFixed(3)} | ${s(m.si!)} | ${s(nj.fcp!)} | ${s(nj.lcp!)} | ${(m.fcp! / nj.fcp!).toFixed(2)} | ${kb(w.html.raw)} / ${kb(w.html.gzip)} / ${kb(w.html.brotli)} | ${kb(w.css.raw)} / ${kb(w.css.gzip)} / ${kb(w.css.brotli)} | ${kb(w.js.raw)} / ${kb(w.js.gzip)} / ${kb(w.js.brotli)} | ${kb(w.font)} | ${kb(w.photo)} | ${kb(w.total)} |`,
    );
  }
  const b = result.build;
  lines.push(
    '',
    `Click to next paint at 4x CPU: hamburger ${result.interactions.drawerOpenMs.toFixed(0)} ms, pause control ${result.interactions.pauseMs.toFixed(0)} ms.`,
    '',
    `Menu click on ${result.navigation.from} to the ${result.navigation.to} heading on screen, 4x CPU, pointer resting 0.8 s, median of 5:`,
    '',
    '| | click to heading ms | first paint reported ms | runs prerendered | page fade at show ms |',
    '|---|---|---|---|---|',
    ...(['prerendered', 'notPrerendered'] as const).map((kind) => {
      const n = result.navigation[kind];
      return `| ${kind === 'prerendered' ? 'with speculation rules' : 'without'} | ${n.medianMs} | ${n.medianFirstPaintMs} | ${n.prerendered}/5 | ${n.fadeAtShowMs.join(', ')} |`;
    }),
    '',
    `Build (median of ${builds}): clean ${Math.round(b.cleanBuild.ms)} ms (photo cache warm); \`npm run build\` again, nothing changed, whole process ${Math.round(b.noChangeProcess.ms)} ms; dev rebuild, nothing changed ${Math.round(b.warmRebuild.ms)} ms.`,
    '',
    '| step | clean build ms | dev rebuild ms |',
    '|---|---|---|',
    ...Object.keys(b.cleanBuild.steps).map(
      (step) => `| ${step} | ${b.cleanBuild.steps[step]} | ${b.warmRebuild.steps[step] ?? ''} |`,
    ),
    '',
    `Budgets: first flight ${kb(budgets.firstFlight)} KB gzip, landing total ${kb(budgets.landingTotal)} KB, other pages ${kb(budgets.pageTotal)} KB.`,
  );
  return lines.join('\n');
}

async function bench() {
  mkdirSync('bench-results', { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Canonical links on the measured origin, as on a real deployment.
  process.env.SITE_URL = origin;
  console.log('Building (5 clean builds, 5 repeat builds, 5 warm rebuilds)…');
  const buildResult = await buildTimes();
  const server = await startServer('dist', port);
  const { stdout: version } = await run(process.execPath, [lighthouseBin, '--version']);
  const results = [];
  for (const route of routes) {
    console.log(`Lighthouse ${route.name}…`);
    const html = readFileSync(join('dist', route.file), 'utf8');
    results.push({
      ...route,
      bytes: pageWeights([html], readDir('dist'))[0]!,
      lighthouse: await lighthouseMedian(origin + route.path, false),
      noJs: await lighthouseMedian(origin + route.path, true),
    });
  }
  console.log('Interactions at 4x CPU…');
  const interactionResult = await interactions(origin);
  server.close();
  console.log('Menu navigation at 4x CPU, prerendered and not…');
  const navigation = await menuNavigation('dist');
  return {
    date: new Date().toISOString(),
    lighthouseVersion: version.trim(),
    runs,
    routes: results,
    interactions: interactionResult,
    navigation,
    build: buildResult,
  };
}

function compare(current: Awaited<ReturnType<typeof bench>>, file: string): string {
  const before = JSON.parse(readFileSync(file, 'utf8')) as typeof current;
  const delta = (a: number, b: number, unit: string) =>
    `${b - a >= 0 ? '+' : ''}${(b - a).toFixed(unit === 'KB' ? 1 : 0)} ${unit}`;
  const lines = [`Change against ${file}:`];
  for (const r of current.routes) {
    const old = before.routes.find((o) => o.name === r.name);
    if (!old) continue;
    lines.push(
      `  ${r.name}: perf ${delta(old.lighthouse.scores.performance!, r.lighthouse.scores.performance!, 'pts')}, FCP ${delta(old.lighthouse.metrics.fcp!, r.lighthouse.metrics.fcp!, 'ms')}, LCP ${delta(old.lighthouse.metrics.lcp!, r.lighthouse.metrics.lcp!, 'ms')}, TBT ${delta(old.lighthouse.metrics.tbt!, r.lighthouse.metrics.tbt!, 'ms')}, total ${delta(old.bytes.total / 1024, r.bytes.total / 1024, 'KB')}`,
    );
  }
  lines.push(
    `  hamburger ${delta(before.interactions.drawerOpenMs, current.interactions.drawerOpenMs, 'ms')}, clean build ${delta(before.build.cleanBuild.ms, current.build.cleanBuild.ms, 'ms')}`,
  );
  return lines.join('\n');
}

const result = await bench();
const table = markdown(result);
writeFileSync('bench-results/latest.json', `${JSON.stringify(result, null, 2)}\n`);
writeFileSync('bench-results/latest.md', `${table}\n`);
console.log(`\n${table}\n\nWritten to bench-results/latest.json and latest.md`);
const compareAt = process.argv.indexOf('--compare');
if (compareAt > 0 && process.argv[compareAt + 1])
  console.log(`\n${compare(result, process.argv[compareAt + 1]!)}`);
process.exit(0);
