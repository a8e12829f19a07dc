/**
 * `npm test`: builds dist/, then runs every test/**\/*.test.ts with uvu and
 * ends with the line "N passed, N failed". Pass words to run only the files
 * whose path contains one of them (`npm test -- drawer pages`).
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from '../build';

type Outcome = [errors: string, ran: number, skipped: number, total: number];
type Queued = () => Promise<Outcome>;
declare global {
  // uvu's own queue of suites, filled when UVU_DEFER is set.
  var UVU_DEFER: number;
  var UVU_INDEX: number;
  var UVU_QUEUE: Array<Array<string | Queued>>;
}

const filters = process.argv.slice(2);
const files = readdirSync('test', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('test', file))
  .filter((file) => filters.length === 0 || filters.some((word) => file.includes(word)))
  .sort();

await build({ quiet: true });

globalThis.UVU_DEFER = 1;
const uvu = await import('uvu');
for (const [index, file] of files.entries()) {
  globalThis.UVU_INDEX = index;
  globalThis.UVU_QUEUE.push([file]);
  await import(pathToFileURL(resolve(file)).href);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const group of globalThis.UVU_QUEUE) {
  for (let i = 1; i < group.length; i++) {
    const run = group[i] as Queued;
    group[i] = async () => {
      const outcome = await run();
      const [, ran, skip, total] = outcome;
      passed += ran;
      skipped += skip;
      failed += total - ran - skip;
      return outcome;
    };
  }
}
await uvu.exec(false);

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
if (passed + failed === 0) {
  console.error('No test ran.');
  process.exitCode = 1;
}
if (failed > 0) process.exitCode = 1;
// Browsers, servers and React's scheduler may hold the loop open; the verdict is in.
setTimeout(() => process.exit(), 100).unref();
process.on('beforeExit', () => process.exit());
