/**
 * `npm run build`'s last steps, after the site is made in memory: checked, written to dist/ in one
 * swap, reported. The dev server has none of them between a save and the reload (../../dev/dev-builder.ts).
 */
import { budgetWarnings } from '../checks/budget-warnings';
import { skippingProblems } from '../checks/root-links';
import { pageFacts } from '../pages/page-facts';
import type { Mode } from '../bundling/esbuild-shared';
import { LocatedError } from '../errors/located-error';
import type { Timed } from '../step-timer';
import { pageWeights, readOutput, sizeReport } from './page-weights';
import type { OutputFile } from './output-files';
import { writeDist } from './write-dist';

export type Made = {
  pages: OutputFile[];
  files: OutputFile[];
  withBase: (path: string) => string;
  basePath: string;
  timed: Timed;
  started: number;
};

export async function publish(
  { pages, files, withBase, basePath, timed, started }: Made,
  { outDir, quiet, mode }: { outDir: string | null; quiet: boolean; mode: Mode },
): Promise<number> {
  // 5. No link that skips the base path, and every file a page names among the output: checked before
  //    dist/ is touched. Measured lazily: nothing is compressed unless the table or the budgets read it.
  //    Each page as its facts say (../pages/page-facts.ts), read only where a size needs its text.
  const weighed = pages.map((page) => ({
    facts: page.facts?.basePath === basePath ? page.facts : pageFacts(String(page.contents), basePath),
    html: () => String(page.contents),
  }));
  const skipping = pages.flatMap((page, i) =>
    skippingProblems(page.path, weighed[i]!.facts.skipping, basePath),
  );
  if (skipping.length > 0) throw new LocatedError(skipping);
  const weights = pageWeights(weighed, readOutput(files, withBase));
  // 6. Write dist/ in one swap (outDir null: the files stay in memory, ../generate.ts).
  if (outDir !== null) await timed('write', writeDist(outDir, files));
  const elapsed = performance.now() - started;
  // The size table costs a gzip of every page and script: only for a person reading it.
  if (!quiet) console.log(sizeReport(pages, weights, elapsed));
  // Budgets are the production build's: React's development build is three times the size.
  if (mode === 'production') for (const warning of budgetWarnings(pages, weights)) console.warn(warning);
  return elapsed;
}
