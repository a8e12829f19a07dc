import { budgets } from './budgets';
import type { OutputFile } from '../publishing/output-files';
import { kb, type PageWeight } from '../publishing/page-weights';
import { atMost } from '../pages/page-facts';

/**
 * A line for each page over one of the byte budgets of ./budgets.ts, which `npm test` enforces: said by
 * the build, so that an owner's long paragraph is heard of when it is written, not at the next test run.
 */
export function budgetWarnings(pages: readonly OutputFile[], weights: readonly PageWeight[]): string[] {
  return pages.flatMap((file, i) => {
    const { path, gzipAtMost } = file;
    const weight = weights[i]!;
    const total = path === 'index.html' ? budgets.landingTotal : budgets.pageTotal;
    const page = gzipAtMost?.() ?? atMost(String(file.contents));
    // The scripts by gzip, never smaller than brotli either: brotli at 11 of React's runtime alone took
    // half a second of every build.
    const clearlyUnder =
      page <= budgets.firstFlight &&
      weight.cssAtMost <= budgets.pageCss &&
      weight.js.gzip <= budgets.pageJs &&
      page + weight.js.gzip + weight.font + weight.photo <= total;
    if (clearlyUnder) return [];
    const checks: [string, number, number][] = [
      ['its HTML with inline CSS (gzip)', weight.html.gzip, budgets.firstFlight],
      ['its inline CSS (gzip)', weight.css.gzip, budgets.pageCss],
      ['its JS (gzip)', weight.js.gzip, budgets.pageJs],
      ['all a first visit downloads', weight.total, total],
    ];
    return checks
      .filter(([, size, budget]) => size > budget)
      .map(
        ([what, size, budget]) =>
          `${path}: ${what} is ${kb(size)}, over its budget of ${kb(budget)} (scripts/generator/checks/budgets.ts): ` +
          `the page loads slower, and npm test fails. Shorten the text or move some of it to another page.`,
      );
  });
}
