/**
 * `npm run bench:suite`: how long the owner waits for the tests. Runs `npm run test:unit` and
 * `npm test` (each `--runs N` times, 1 by default, one after the other) and prints each run's wall
 * time and its summary line, the median of each, and the slowest files of the last full run (the
 * runner's own seconds per file). A benchmark, not a test: the seconds depend on the machine and
 * on what else it runs. The test budget is 15 s for the unit run and 180 s for the whole suite on
 * two quiet cores.
 */
import { spawn } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 1;

/** One `npm run <script>`: its wall time and the runner's last lines. */
function timed(script: string): Promise<{ seconds: number; summary: string; slowest: string[] }> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  return new Promise((done) =>
    child.on('close', () => {
      const lines = output.trim().split('\n');
      const from = lines.indexOf('The slowest files:');
      const slowest =
        from === -1 ? [] : lines.slice(from + 1).filter((line) => /^\s+[\d.]+ s {2}/.test(line));
      done({ seconds: (performance.now() - started) / 1000, summary: lines.at(-1) ?? '', slowest });
    }),
  );
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

console.log(`${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} at the start`);
const results: Record<string, number[]> = { 'test:unit': [], test: [] };
let slowest: string[] = [];
for (let run = 1; run <= runs; run++) {
  for (const script of ['test:unit', 'test'] as const) {
    const result = await timed(script);
    results[script]!.push(result.seconds);
    if (script === 'test') slowest = result.slowest;
    console.log(`npm run ${script}, run ${run}: ${result.seconds.toFixed(1)} s (${result.summary})`);
  }
}
console.log('\n| command | median of runs | runs |\n| --- | --- | --- |');
for (const [script, seconds] of Object.entries(results))
  console.log(
    `| npm run ${script} | ${median(seconds).toFixed(1)} s | ${seconds.map((s) => s.toFixed(1)).join(', ')} |`,
  );
if (slowest.length > 0) console.log(`\nThe slowest files of the last npm test:\n${slowest.join('\n')}`);
