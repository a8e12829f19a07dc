import { randomBytes } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { budgets } from '../scripts/generator/checks/budgets';
import { budgetWarnings } from '../scripts/generator/checks/budget-warnings';
import { pageWeights } from '../scripts/generator/publishing/page-weights';

const warnings = suite('build: a page over its byte budget is named in the build');

warnings('a 50 KB paragraph: the page, the size and the budget; a small page: nothing', () => {
  // Random letters compress about as little as a long text written by hand.
  const paragraph = randomBytes(50 * 1024).toString('base64');
  const pages = [
    { path: 'about.html', contents: `<!doctype html><main><p>${paragraph}</p></main>` },
    { path: 'contact.html', contents: '<!doctype html><main><p>Short.</p></main>' },
  ];
  const weights = pageWeights(
    pages.map((page) => page.contents),
    () => undefined,
  );
  const said = budgetWarnings(pages, weights);
  assert.ok(said.length >= 1, said.join('\n'));
  assert.ok(
    said.every((line) => line.startsWith('about.html: ')),
    said.join('\n'),
  );
  const budget = `${(budgets.firstFlight / 1024).toFixed(1)} KB`;
  assert.ok(
    said.some(
      (line) =>
        line.includes('its HTML with inline CSS (gzip)') && line.includes(`over its budget of ${budget}`),
    ),
    said.join('\n'),
  );
});

warnings.run();
