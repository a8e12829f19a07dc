import type { Timing } from './timed-build';
import type { writingBench } from './writing-bench';

type WritingResult = Awaited<ReturnType<typeof writingBench>>;

const row = (name: string, t: Timing) => `| ${name} | ${t.seconds.toFixed(1)} | ${t.peakMb} | ${t.load} |`;

/** The writing benchmark as the bench's markdown prints it. */
export function writingTable(w: WritingResult): string {
  return [
    `Writing, ${w.posts} generated posts (\`npm run build\` as a whole process; load: the 1-minute load average at its start):`,
    '',
    '| build | s | peak MB | load |',
    '|---|---|---|---|',
    row('cold (no cache)', w.cold),
    row('nothing changed (up to date)', w.upToDate),
    row('nothing changed, --force (caches warm)', w.warm),
    row('one post edited', w.oneEdit),
    row('cold, the cards cached', w.cardsCached),
    `| dev server, one post saved | ${(w.devSave.ms / 1000).toFixed(1)} | | ${w.devSave.load} |`,
  ].join('\n');
}
