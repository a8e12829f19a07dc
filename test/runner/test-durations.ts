/**
 * How long each test file took, so `npm test` starts the slowest first and the quick ones fill the
 * gaps at the end.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Seconds per file on this machine, from its last run: in the project's own test-results/, not in
 * node_modules/, which a scratch copy links to; the runner's test, running its fixture files in a
 * copy, recorded them there, and the next `npm test` of that test ran them in another order.
 */
const durationsFile = 'test-results/test-durations.json';
/** Seconds per file of a full run, committed: the order on a fresh clone. */
const typicalDurationsFile = 'test/durations.json';

const read = (file: string): Record<string, number> => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
};

/** This machine's last durations, over the committed ones (a fresh clone, such as CI's, has only those). */
export const lastDurations = () => ({ ...read(typicalDurationsFile), ...read(durationsFile) });

/**
 * A `whole` run's durations, over the ones it started with, of the files that are still there. A run
 * of some files saves none: a file timed without the others' load is quicker (test/browser/a11y.test.ts
 * alone 13 s, in a whole run 35 s), and the next whole run started it among the last.
 */
export function saveDurations(
  last: Record<string, number>,
  now: Record<string, number>,
  whole: boolean,
): void {
  if (!whole) return;
  const kept = Object.entries({ ...last, ...now }).filter(([file]) => existsSync(file));
  mkdirSync(dirname(durationsFile), { recursive: true });
  writeFileSync(durationsFile, JSON.stringify(Object.fromEntries(kept)));
}
