/**
 * One test file in its own process: `node test/runner/test-file.mjs FILE`, started
 * by test/runner/run-tests.ts with an IPC channel. It runs the file's uvu suites
 * itself, as uvu's own CLI does (UVU_DEFER), and sends the runner what uvu's
 * suite runner returns for each: tests passed, tests run, tests skipped. So
 * the counts are uvu's numbers, never its printed text read back.
 */
import { pathToFileURL } from 'node:url';

// Set before the file loads uvu: its suites then queue up here instead of running by themselves.
globalThis.UVU_DEFER = 1;
globalThis.UVU_INDEX = 0;
globalThis.UVU_QUEUE = [[null]];

const counts = { passed: 0, failed: 0, skipped: 0 };
const send = (final = false) => new Promise((sent) => process.send({ ...counts, final }, () => sent()));

try {
  await import(pathToFileURL(process.argv[2]).href);
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
await send(true);
// Whatever the tests left open (a server, a timer), the file is done.
process.exit();
