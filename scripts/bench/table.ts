import { writingTable } from './writing/writing-table';
import { budgets } from '../generator/checks/budgets';
import { builds } from './build-timings';
import type { BenchResult } from './index';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const s = (ms: number) => (ms / 1000).toFixed(2);
const bytes = (sizes: { raw: number; gzip: number; brotli: number }) =>
  `${kb(sizes.raw)} / ${kb(sizes.gzip)} / ${kb(sizes.brotli)}`;

/** The bench's results as the Markdown it prints and writes to bench-results/latest.md. */
export function markdown(result: BenchResult): string {
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
      `| ${r.name} | ${sc.performance} | ${sc.accessibility} | ${sc['best-practices']} | ${sc.seo} | ${s(m.fcp!)} | ${s(m.lcp!)} | ${Math.round(m.tbt!)} | ${m.cls!.toFixed(3)} | ${s(m.si!)} | ${s(nj.fcp!)} | ${s(nj.lcp!)} | ${(m.fcp! / nj.fcp!).toFixed(2)} | ${bytes(w.html)} | ${bytes(w.css)} | ${bytes(w.js)} | ${kb(w.font)} | ${kb(w.photo)} | ${kb(w.total)} |`,
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
    writingTable(result.writing),
    '',
    `Budgets: first flight ${kb(budgets.firstFlight)} KB gzip, JS per page ${kb(budgets.pageJs)} KB gzip, landing total ${kb(budgets.landingTotal)} KB, other pages ${kb(budgets.pageTotal)} KB.`,
  );
  return lines.join('\n');
}

/** The change of the headline numbers against an earlier latest.json (`--compare FILE`). */
export function compare(current: BenchResult, before: BenchResult, file: string): string {
  const delta = (a: number, b: number, unit: string) =>
    `${b - a >= 0 ? '+' : ''}${(b - a).toFixed(unit === 'KB' ? 1 : 0)} ${unit}`;
  const lines = [`Change against ${file}:`];
  for (const r of current.routes) {
    const old = before.routes.find((o) => o.name === r.name);
    if (!old) continue;
    const [was, now] = [old.lighthouse, r.lighthouse];
    lines.push(
      `  ${r.name}: perf ${delta(was.scores.performance!, now.scores.performance!, 'pts')}, FCP ${delta(was.metrics.fcp!, now.metrics.fcp!, 'ms')}, LCP ${delta(was.metrics.lcp!, now.metrics.lcp!, 'ms')}, TBT ${delta(was.metrics.tbt!, now.metrics.tbt!, 'ms')}, total ${delta(old.bytes.total / 1024, r.bytes.total / 1024, 'KB')}`,
    );
  }
  lines.push(
    `  hamburger ${delta(before.interactions.drawerOpenMs, current.interactions.drawerOpenMs, 'ms')}, clean build ${delta(before.build.cleanBuild.ms, current.build.cleanBuild.ms, 'ms')}`,
  );
  return lines.join('\n');
}
