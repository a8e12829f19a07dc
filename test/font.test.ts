import { readdirSync, statSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { pagePaths } from '../src/routes';
import { budgets } from '../scripts/generator/checks/budgets';
import { renderedText, uniqueChars } from '../scripts/generator/pages/rendered-text';
import { distDir, headerPairs, readPageHtml } from './helpers/site';
import { readPage } from './helpers/site-dom';

const font = suite('font: the subset covers what pages show, and arrives in one round trip');

/**
 * What a parser says a page shows in the web font: body text (a <template>'s too) and the islands'
 * prop strings; code is in the system's monospace font.
 */
function shownByDom(path: string): string {
  const doc = readPage(path);
  for (const hidden of doc.body.querySelectorAll('script, style, code')) hidden.remove();
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

font('the latin face with its response headers fits one TCP initial window (14.6 KB)', () => {
  const file = readdirSync(`${distDir}/assets`).find((f) => /^inter-latin-[0-9a-f]+\.woff2$/.test(f))!;
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

font('metric-matched fallbacks for Arial (and its clones) and for Roboto (Android), regular and bold', () => {
  const html = readPageHtml('/');
  const faces = (name: string) =>
    [...html.matchAll(/@font-face\s*\{([^}]*)\}/g)]
      .map((m) => m[1]!)
      .filter((body) => new RegExp(`font-family:\\s*"?${name}"?;`).test(body));
  const arial = faces('Inter Fallback');
  const roboto = faces('Inter Fallback Roboto');
  assert.is(arial.length, 2, 'a regular and a bold Arial face');
  assert.is(roboto.length, 2, 'a regular and a bold Roboto face');
  for (const local of ['Arial', 'Liberation Sans', 'Arimo']) {
    assert.match(arial[0]!, new RegExp(`local\\(["']${local}["']\\)`));
    assert.match(arial[1]!, new RegExp(`local\\(["']${local} Bold["']\\)`));
  }
  assert.match(roboto[0]!, /local\(["']Roboto["']\)/);
  assert.match(roboto[1]!, /local\(["']Roboto Bold["']\)/);
  // Firefox draws 600 to 800 from the bold face only if it says so; the overrides are the regular's.
  for (const [regular, bold] of [arial, roboto]) {
    assert.match(bold!, /font-weight:\s*600 800/);
    const overrides = (face: string) =>
      face.match(/(ascent|descent|line-gap)-override:[^;]+|size-adjust:[^;]+/g);
    assert.equal(overrides(bold!), overrides(regular!));
    assert.match(regular!, /size-adjust:\s*10\d\.\d+%/);
  }
  assert.match(html, /font-family:Inter,Inter Fallback,Inter Fallback Roboto,/);
});

font('each character a page shows is counted once, in the order first shown, in any script', () => {
  // Latin, an accent combined and precomposed, Hebrew, CJK, emoji (two UTF-16 units), a flag (two
  // emoji), a lone surrogate, repeated.
  const text = 'Aé é אב 日本 😀👍🏽 🇩🇪 \ud800 Aé😀日 \ud800x';
  assert.is(uniqueChars(text), [...new Set(text)].join(''));
  assert.is(uniqueChars(''), '');
});

font.run();
