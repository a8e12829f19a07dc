import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeResult = {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
  incomplete: { id: string }[];
};

/**
 * The same run as a function body for any engine's `run` (./engines.ts), where no Playwright page is
 * at hand (Firefox, WebKit): the violations as `rule: targets` lines.
 */
export const axeRunBody = `${axeSource};
return window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(wcagTags)} }, resultTypes: ['violations'] })
  .then((result) => result.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')));`;

/** Runs axe-core in the page for the WCAG 2.0/2.1/2.2 A and AA rules; returns readable violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Once per document: a second run in the same page uses the axe it already has.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const result = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<unknown> } }).axe.run(
        document,
        {
          runOnly: { type: 'tag', values: tags },
          // Violations in full; passes and incomplete checks are not gathered (the slow part of a run).
          resultTypes: ['violations'],
        },
      ),
    wcagTags,
  )) as AxeResult;
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
