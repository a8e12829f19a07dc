/**
 * How long each test file took, so `npm test` starts the slowest first and the quick ones fill the
 * gaps at the end.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** Seconds per file on this machine, from its last run. */
const durationsFile = 'node_modules/.cache/site/test-durations.json';
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

/** This run's durations, over the ones it started with (a run of some files keeps the others'). */
export function saveDurations(last: Record<string, number>, now: Record<string, number>): void {
  mkdirSync(dirname(durationsFile), { recursive: true });
  writeFileSync(durationsFile, JSON.stringify({ ...last, ...now }));
}
