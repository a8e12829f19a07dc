import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as content from '../src/content';
import { distDir, readPageHtml } from './helpers/site';

const runtime = suite('islands runtime: ships no content');

/** Every text of src/content.ts of more than one word (single words may be React's own). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return value.includes(' ') ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

/** A text as esbuild writes it in a string: characters outside ASCII as \u escapes. */
const escaped = (text: string) =>
  text.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const runtimeJs = () => {
  const assets = join(distDir, 'assets');
  const file = readdirSync(assets).find((name) => /^islands-runtime-.*\.js$/.test(name));
  assert.ok(file, 'the build wrote the runtime');
  return readFileSync(join(assets, file!), 'utf8');
};

runtime('no text of the content module is in the browser’s runtime: the islands get theirs as props', () => {
  const js = runtimeJs();
  const [paragraph] = content.about.background.paragraphs;
  assert.ok(paragraph, 'the about page has a paragraph');
  assert.not.ok(js.includes(paragraph!), 'the first paragraph of about');
  const found = texts(content).filter((text) => js.includes(text) || js.includes(escaped(text)));
  assert.equal(found, []);
});

runtime('the same search finds the texts where they belong: in the pages', () => {
  assert.ok(readPageHtml('/about').includes(content.about.background.paragraphs[0]!));
  assert.ok(readPageHtml('/').includes(content.site.menu.close));
});

runtime.run();
