/**
 * `npm test`: builds dist/ once, then runs every test/**\/*.test.ts, a few at a time, and
 * ends with the line "N passed, N failed, N skipped". ./test-compile.ts makes the files plain
 * JavaScript first; ./test-process.ts runs them (its ./test-file.mjs runs a file's uvu suites
 * and reports uvu's counts over IPC): in one process per worker, one after another, but for the
 * files that build scratch copies, in a process of their own.
 *
 *   npm test -- drawer pages   only the files whose path contains one of the words
 *   npm test -- --except=a,b   all but the files whose path contains one of those
 *   npm run test:unit          the fast files of the edit loop: those directly in test/, not
 *                              test/generator/ (the site built in the test's process),
 *                              test/browser/ (Chromium) nor test/project/ (builds of scratch copies)
 *
 * The browser suites share one Chromium (its headless shell when installed) and one server of
 * dist/ (./test-env.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, sep } from 'node:path';
import { buildIfChanged } from '../../scripts/generator/cli';
import { compileTests, type Compiled } from './test-compile';
import { TestProcess, type FileResult, type Tally } from './test-process';
import { lastDurations, saveDurations } from './test-durations';
import { browserMissing, headlessShellMissing, startTestEnv } from './test-env';
import { sharedTestVariableNames, siteVariableNames, testVariables } from '../../scripts/env';
import { testSiteDir as distDir } from './test-site';

const args = process.argv.slice(2);
// The tests check a build of known settings: the owner's SITE_URL, BASE_PATH or SITE_HEADERS, set
// in their shell for their own builds, reach neither that build nor the test files' own builds.
for (const name of siteVariableNames) delete process.env[name];
const unitOnly = args.includes('--unit');
const filters = args.filter((arg) => !arg.startsWith('--'));
const except =
  args
    .find((arg) => arg.startsWith('--except='))
    ?.slice('--except='.length)
    .split(',') ?? [];
/** Whether a file is in the folder of test/ named `tier` (test/generator-folder.test.ts is not in test/generator/). */
const inTier = (tier: string) => (file: string) => file.startsWith(join('test', tier) + sep);
const isBrowserFile = inTier('browser');
const isProjectFile = inTier('project');
const isGeneratorFile = inTier('generator');
const isUnitFile = (file: string) => !isBrowserFile(file) && !isProjectFile(file) && !isGeneratorFile(file);
/**
 * Files that build scratch copies of the project (test/project/, and the browser test of
 * `npm run dev`, which rebuilds on each save) take turns, a core each: two builds sharing a core
 * double each other's time, and the dev test's save-to-reload has a deadline.
 */
const isHeavy = (file: string) =>
  isProjectFile(file) || /from '\.\.\/helpers\/(project|dev-server)'/.test(sourceOf(file));
/**
 * Files that run one after another in their worker's process: each loads what the one before loaded
 * (React, esbuild, the generator, Playwright): the unit files took 16.6 s alone and 10.4 s so, the
 * generator files 36.9 s and 23.2 s, the browser files 240 s of CPU and 215 s. A heavy file keeps a
 * process of its own (the process is the behaviour), and so does one that says so in a line
 * `// npm test: a process of its own` (one that measures its process's memory, say).
 */
const sharesProcess = (file: string) =>
  !isHeavy(file) && !/^\/\/ npm test: a process of its own/m.test(sourceOf(file));
/** Files that drive Firefox or WebKit (../helpers/engines.ts), directly or through the engine suite. */
const usesOtherEngines = (file: string) => /from '\.\.\/helpers\/engine(s|-suite)'/.test(sourceOf(file));
/** A test file's source, read once: the queue asks whether each file is heavy at every turn. */
const sources = new Map<string, string>();
function sourceOf(file: string): string {
  if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
  return sources.get(file)!;
}
const files = readdirSync('test', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('test', file))
  .filter((file) => !unitOnly || isUnitFile(file))
  .filter((file) => filters.length === 0 || filters.some((word) => file.includes(word)))
  .filter((file) => !except.some((word) => word && file.includes(word)))
  .sort();

const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const started = performance.now();
/** A file still running after this long is stopped, and its hang counted as a failure. */
const fileTimeout = testVariables().fileTimeoutMs;
/**
 * This process's environment less what an enclosing `npm test` handed it (a test that runs the
 * tests of a scratch copy): a file of this run uses this run's browser and server of dist/, or its own.
 */
const ownEnv = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !sharedTestVariableNames.includes(name)),
);

/** Seconds per file of this run (./test-durations.ts). */
const durations: Record<string, number> = {};

if (files.length === 0) {
  console.error(`No test file matches ${filters.join(', ')}.`);
  finish();
} else {
  const compiling = compileTests(files);
  try {
    // The edit loop: a dist/ already built from the same sources is used as it is.
    await buildIfChanged({ outDir: distDir, mode: 'production', quiet: true });
  } catch (error) {
    console.error(`The build failed, so no test could run:\n${(error as Error).message}`);
    tally.failed++;
    finish();
  }
  const browserFiles = files.filter(isBrowserFile);
  const missing = browserFiles.length > 0 ? browserMissing() : null;
  const { ci } = testVariables();
  // Said once: at the start where skipping is allowed, at the end where CI=true makes it a failure.
  if (missing && !ci)
    console.error(`\n!!! ${missing} ${browserFiles.length} browser test files skipped. !!!\n`);
  const slower = browserFiles.length > 0 && !missing ? headlessShellMissing() : null;
  if (slower) console.error(`\n${slower}\n`);
  const env = browserFiles.length > 0 && !missing ? await startTestEnv() : null;
  const extra = { ...env?.variables, ...(missing ? { TEST_BROWSER: 'skip' } : {}) };
  const compiled = await compiling;

  // The slow files first (scratch builds, the generator files' chain, then browsers; within each,
  // the slowest of the last run), so the quick ones fill the gaps at the end. The generator files
  // start early: they run in one process, one after another, beside the rest.
  const group = (file: string) =>
    isProjectFile(file) ? 0 : isGeneratorFile(file) ? 1 : isBrowserFile(file) ? 2 : 3;
  const last = lastDurations();
  const queue = [...files].sort((a, b) => group(a) - group(b) || (last[b] ?? 0) - (last[a] ?? 0));
  // One more file than the cores at a time: unit files keep a core busy each, but for a few that
  // wait out a timeout of their own (a silent photo host's; test:unit 10.0 s against 11.2 s with as
  // many). Browser files mostly wait, yet not more of them: the whole run is CPU-bound, and a page
  // that waits longer animates longer. On two cores, three files at a time against five: 160-173 s
  // and 314-336 s of CPU against 173-195 s and 343-389 s (two runs each, alternated); a fresh
  // clone's CI 186.5 s against 191.4-193.5 s.
  const workers = testVariables().jobs ?? availableParallelism() + 1;
  const heavyLimit = testVariables().heavyJobs ?? availableParallelism() + 1;
  let heavyRunning = 0;
  // Files that keep something in their process for the next run in the process of the worker that
  // takes the first of them. The generator files: their builders stay warm from file to file, where
  // each worker's process warmed its own (the generator files alone: 62.8 s of CPU spread over the
  // workers, 50.0 s so). The files that drive Firefox or WebKit: each engine is launched once
  // (../helpers/engines.ts keptEngine), not once a file.
  const pinnedGroup = (file: string) =>
    isGeneratorFile(file) ? 'generator' : usesOtherEngines(file) ? 'engines' : undefined;
  const pinned = new Map<string, number>();
  const next = (worker: number): string | undefined => {
    const allowed = (file: string) => {
      const group = pinnedGroup(file);
      return group === undefined || (pinned.get(group) ?? worker) === worker;
    };
    let index = queue.findIndex((file) => allowed(file) && (!isHeavy(file) || heavyRunning < heavyLimit));
    if (index === -1) index = queue.findIndex(allowed);
    if (index === -1) return undefined;
    const file = queue.splice(index, 1)[0]!;
    const group = pinnedGroup(file);
    if (group !== undefined && !pinned.has(group)) pinned.set(group, worker);
    return file;
  };
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      const shared: { process?: TestProcess } = {};
      for (let file = next(worker); file; file = next(worker)) {
        const heavy = isHeavy(file);
        if (heavy) heavyRunning++;
        report(file, await runFile(file, compiled.get(file)!, extra, shared));
        if (heavy) heavyRunning--;
      }
      shared.process?.close();
    }),
  );
  await env?.close();
  saveDurations(last, durations, filters.length === 0 && except.length === 0 && !unitOnly);
  // CI must run the browser suites: skipping them there is a failure, said once.
  if (missing && ci) {
    console.error(`\nFAILED: CI=true needs the browser tests, and they were skipped. ${missing}`);
    process.exitCode = 1;
  }
  finish();
}

/**
 * Runs one compiled test file: in its worker's process, which ran the files before it (`shared`),
 * or, for a file that builds scratch copies, in a process of its own.
 */
async function runFile(
  file: string,
  compiled: Compiled,
  extra: Record<string, string>,
  shared: { process?: TestProcess },
): Promise<FileResult> {
  if (!compiled.ok) return { passed: 0, failed: 1, skipped: 0, output: compiled.error, seconds: 0 };
  const env = { ...ownEnv, ...extra, FORCE_COLOR: '0', NO_COLOR: '1' };
  // A file that builds scratch copies (one runs the whole unit suite in one) gets twice as long
  // on a loaded machine before it counts as hung, and so does a browser file, whose tests are
  // each given up and run once more when hung (../helpers/browser.ts).
  const allowed = isHeavy(file) || isBrowserFile(file) ? 2 * fileTimeout : fileTimeout;
  if (sharesProcess(file)) {
    // The generator files' chain, one file after another in one process, was the run's last to end
    // (a fresh clone's run: at 205 s); ahead too, it ended at 171 s, the run at 195 s.
    if (!shared.process?.alive) shared.process = new TestProcess(env, { ahead: isGeneratorFile(file) });
    return shared.process.run(file, compiled.path, allowed);
  }
  // The scratch-copy builds are the run's longest chain: ahead of the browser files for the CPU.
  const own = new TestProcess(env, { ahead: isProjectFile(file) });
  const result = await own.run(file, compiled.path, allowed);
  own.close();
  return result;
}

function report(file: string, result: FileResult): void {
  durations[file] = result.seconds;
  const failed = result.failed > 0;
  const body = result.output
    .trim()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `  ${line}`)
    .join('\n');
  const status = failed ? 'FAIL' : result.passed === 0 && result.skipped > 0 ? 'skip' : 'ok  ';
  const counts = `${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped`;
  console.log(`${status} ${file} (${counts}, ${result.seconds.toFixed(1)} s)`);
  console.log(`${body}\n`);
  tally.passed += result.passed;
  tally.failed += result.failed;
  tally.skipped += result.skipped;
}

function finish(): never {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // Where the time went, for whoever makes the suite faster: the ten slowest files of this run.
  const slowest = Object.entries(durations)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 10)
    .map(([file, took]) => `  ${took.toFixed(1).padStart(6)} s  ${file}`);
  if (slowest.length > 1) console.log(`\nThe slowest files:\n${slowest.join('\n')}`);
  console.log(`\n(${files.length} files in ${seconds} s)`);
  if (tally.passed + tally.failed === 0) {
    console.error('No test ran: that is a failure.');
    process.exitCode = 1;
  }
  if (tally.failed > 0) process.exitCode = 1;
  console.log(`${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
  process.exit();
}
