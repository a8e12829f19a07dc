import { budgets } from './budgets';
import type { OutputFile } from '../publishing/output-files';
import type { PageWeight } from '../publishing/page-weights';
import { kb } from '../publishing/report';

/**
 * A line for each page over one of the byte budgets of ./budgets.ts, which
 * `npm test` enforces: said by the build, so that an owner's long paragraph is
 * heard of when it is written, not at the next test run.
 */
export function budgetWarnings(pages: readonly OutputFile[], weights: readonly PageWeight[]): string[] {
  return pages.flatMap(({ path }, i) => {
    const weight = weights[i]!;
    const total = path === 'index.html' ? budgets.landingTotal : budgets.pageTotal;
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
