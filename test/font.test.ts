import { readdirSync, statSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pagePaths } from '../src/routes';
import { budgets } from '../scripts/budgets';
import { renderedText } from '../scripts/build/rendered-text';
import { distDir, headerPairs, readPageHtml } from './helpers/site';
import { readPage } from './helpers/site-dom';

const font = suite('font: the subset covers what pages show, and arrives in one round trip');

/** What a parser says a page shows: body text (a <template>'s too) and the islands' prop strings. */
function shownByDom(path: string): string {
  const doc = readPage(path);
  for (const hidden of doc.body.querySelectorAll('script, style')) hidden.remove();
  const templates = [...doc.querySelectorAll('template')].map((t) => t.content.textContent ?? '');
  const values = (v: unknown): string[] =>
    typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(values) : [];
  const props = [...doc.querySelectorAll('[data-props]')].flatMap((el) =>
    values(JSON.parse(el.getAttribute('data-props')!)),
  );
  return [doc.body.textContent ?? '', ...templates, ...props].join(' ');
}

for (const path of pagePaths) {
  font(`${path}: every character the page shows is one the font is cut for`, () => {
    const extracted = new Set(renderedText(readPageHtml(path)));
    // Whitespace needs no glyph.
    const missing = [...new Set(shownByDom(path))].filter((char) => !extracted.has(char) && !/\s/.test(char));
    assert.equal(missing, [], `characters left out of the subset on ${path}`);
  });
}

font('the font file with its response headers fits one TCP initial window (14.6 KB)', () => {
  const file = readdirSync(`${distDir}/assets`).find((f) => f.endsWith('.woff2'))!;
  const ours = headerPairs(`/assets/${file}`).reduce(
    (sum, [name, value]) => sum + `${name}: ${value}\r\n`.length,
    0,
  );
  // The host's own: status line, Date, Content-Type, Content-Length, ETag, Server, Connection.
  const hosts = 300;
  const bytes = statSync(`${distDir}/assets/${file}`).size + ours + hosts;
  assert.ok(
    bytes <= budgets.firstFlight,
    `${file} is ${statSync(`${distDir}/assets/${file}`).size} bytes, ${bytes} with headers, over ${budgets.firstFlight}`,
  );
});

font('metric-matched fallbacks for Arial (and its clones) and for Roboto (Android), in that order', () => {
  const html = readPageHtml('/');
  const face = (name: string) =>
    html.match(new RegExp(`@font-face\\s*\\{[^}]*font-family:\\s*"${name}"[^}]*\\}`))?.[0];
  const arial = face('Inter Fallback');
  const roboto = face('Inter Fallback Roboto');
  assert.ok(arial && roboto, 'both fallback faces are in the page');
  for (const local of ['Arial', 'Liberation Sans', 'Arimo']) assert.match(arial!, `local('${local}')`);
  assert.match(roboto!, "local('Roboto')");
  for (const fallback of [arial!, roboto!]) assert.match(fallback, /size-adjust:\s*10\d\.\d+%/);
  assert.match(html, /font-family:Inter,Inter Fallback,Inter Fallback Roboto,/);
});

font.run();
