import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { distDir, readPageHtml } from './helpers/site';

const valid = suite('HTML: every built page passes html-validate (.htmlvalidate.mjs)');
// One validator for all pages; it finds .htmlvalidate.mjs as the command line tool does.
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** The validator's errors for one page, one line each: file:line:column rule message. */
async function problems(html: string, file: string): Promise<string[]> {
  const report = await validator.validateString(html, resolve(file));
  return report.results.flatMap((result) =>
    result.messages.map((m) => `${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}

const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => join(distDir, file))
  .sort();

valid('dist/ has the pages to check', () => {
  assert.ok(pages.length >= 2, pages.join(', '));
});

for (const file of pages) {
  valid(`${file} is valid HTML`, async () => {
    assert.equal(await problems(readFileSync(file, 'utf8'), file), []);
  });
}

valid('the check can fail: a page with a duplicate id is reported', async () => {
  const html = readPageHtml('/about').replace('</main>', '<p id="main"></p></main>');
  const found = await problems(html, join(distDir, 'broken.html'));
  assert.ok(
    found.some((line) => line.includes('no-dup-id')),
    found.join('\n') || 'no problem reported',
  );
});

valid(
  'a heading id that starts with a number, as a post heading "1. Ask why" gives, is valid HTML',
  async () => {
    const html = readPageHtml('/about').replace('</main>', '<h2 id="1-ask-why">1. Ask why</h2></main>');
    assert.equal(await problems(html, join(distDir, 'numbered.html')), []);
  },
);

valid.run();
