/**
 * Runs test files' uvu suites and reports uvu's own counts over IPC: tests passed, tests run,
 * tests skipped. So the counts are uvu's numbers, never its printed text read back.
 *
 *   node test/runner/test-file.mjs FILE   one file, then the process ends
 *   node test/runner/test-file.mjs        the files test/runner/run-tests.ts sends, one at a time
 *
 * The second is how `npm test` runs the unit and generator files: a process per file loaded React,
 * esbuild and the project's modules again for each, about 0.3 s of CPU a unit file, half of what
 * `npm run test:unit` spent. Each file still starts with the environment and working folder the
 * process started with.
 */
import { pathToFileURL } from 'node:url';

const startEnv = { ...process.env };
const startCwd = process.cwd();

/** Runs one file's suites (`name`: the source it was compiled from), sending its counts after each suite and once more when done. */
async function runFile(file, name = file) {
  // Set before the file loads uvu: its suites then queue up here instead of running by themselves.
  globalThis.UVU_DEFER = 1;
  globalThis.UVU_INDEX = 0;
  globalThis.UVU_QUEUE = [[null]];
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const send = (final = false) =>
    new Promise((sent) => process.send({ ...counts, file, final }, () => sent()));
  try {
    await import(pathToFileURL(file).href);
    for (const suite of globalThis.UVU_QUEUE[0].slice(1)) {
      // uvu's runner: [errors (true when none), passed, skipped, run]; `run` leaves skipped tests out.
      const [errors, passed, skipped, run] = await suite();
      counts.passed += passed;
      counts.failed += run - passed;
      counts.skipped += skipped;
      if (errors !== true) process.stdout.write(`\n${errors}\n`);
      // Sent after each suite: a later suite that hangs or crashes keeps these counts.
      await send();
    }
  } catch (error) {
    // The file threw while loading, or a hook did: one failure, with its stack.
    counts.failed += 1;
    console.error(error instanceof Error ? error.stack : error);
  }
  // A test that sets the exit code is failing the run; it would have ended its own process with it.
  if (process.exitCode) {
    counts.failed += 1;
    console.error(`${name} set the exit code to ${process.exitCode}.`);
    process.exitCode = undefined;
  }
  // What the file printed reaches the runner's pipes before the final count does.
  await new Promise((flushed) => process.stdout.write('', flushed));
  await new Promise((flushed) => process.stderr.write('', flushed));
  await send(true);
  // The next file starts where this one did.
  for (const name of Object.keys(process.env)) if (!(name in startEnv)) delete process.env[name];
  Object.assign(process.env, startEnv);
  process.chdir(startCwd);
}

if (process.argv[2]) {
  await runFile(process.argv[2]);
  // Whatever the tests left open (a server, a timer), the file is done.
  process.exit();
} else {
  let running = Promise.resolve();
  process.on('message', ({ file, name }) => (running = running.then(() => runFile(file, name))));
  // The runner closes the channel when it has no more files for this process.
  process.on('disconnect', () => running.then(() => process.exit()));
}
