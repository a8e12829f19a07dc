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
    '',
    "Where the time went, by the build's own step timer (ms; the photos, font, cards and images run side by side):",
    '',
    '| step | cold | --force | one post edited | dev save |',
    '|---|---|---|---|---|',
    ...stepRows([w.cold.steps, w.warm.steps, w.oneEdit.steps, w.devSave.steps]),
  ].join('\n');
}

/** One row per step that any of the builds timed. */
function stepRows(builds: (Record<string, number> | undefined)[]): string[] {
  const names = [...new Set(builds.flatMap((steps) => Object.keys(steps ?? {})))];
  return names.map((name) => `| ${name} | ${builds.map((steps) => steps?.[name] ?? '').join(' | ')} |`);
}
