import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { site } from '../../src/content';
import { portfolioSection } from '../../src/routes';
import { pageAddresses } from '../helpers/addresses';
import { browserSuite, closePage, openPage, viewports } from '../helpers/browser';

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeResult = {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
  incomplete: { id: string }[];
};

/** Runs axe-core in the page for the WCAG 2.0/2.1/2.2 A and AA rules; returns readable violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
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

const { test: a11y, env } = browserSuite('browser: axe-core, WCAG 2.2 A and AA');

// Every page of the page table (src/routes.ts), then an unknown id and an unknown address.
const paths = [...pageAddresses, `${portfolioSection}abc`, '/no/such/page'];

for (const path of paths) {
  for (const [size, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
    a11y(`${path} at ${size} size: no violation with the drawer closed, nor open`, async () => {
      // axe is injected as an inline script, which the site's CSP rightly refuses: bypass it here only.
      const { page } = await openPage(env.browser, env.origin + path, {
        viewport,
        reducedMotion: 'reduce',
        bypassCSP: true,
      });
      assert.equal(await axeViolations(page), [], 'drawer closed');
      await page.getByRole('button', { name: site.menu.open, exact: true }).click();
      await page.locator('#site-menu').waitFor({ state: 'visible' });
      assert.equal(await axeViolations(page), [], 'drawer open');
      await closePage(page);
    });
  }
}

a11y.run();
