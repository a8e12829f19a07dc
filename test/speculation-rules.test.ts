import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { owner } from '../src/content';
import { outputFile, pagePaths } from '../src/routes';
import { pageAddresses } from './helpers/addresses';
import { distDir, headerPairs, readPageHtml } from './helpers/site';

const rules = suite('speculation rules: the pages a visitor may go to, prerendered on intent');

const named = (path: string) =>
  headerPairs(path).find(([name]) => name.toLowerCase() === 'speculation-rules')?.[1];

rules(
  'every page a visitor is sent to names the rules file in its Speculation-Rules header; assets do not',
  () => {
    for (const path of pageAddresses) assert.ok(named(path), path);
    assert.is(named('/assets/x.js'), undefined);
  },
);

rules(
  'the rules prerender on intent the links of a page to this site, nothing else, in the same few bytes at any size',
  () => {
    const file = JSON.parse(named('/')!) as string;
    const text = readFileSync(`${distDir}${file}`, 'utf8');
    const { prerender, ...others } = JSON.parse(text);
    assert.equal(others, {}, 'nothing fetched but by prerender');
    assert.is(prerender.length, 1);
    const [rule] = prerender;
    assert.is(rule.eagerness, 'moderate', 'only on intent, never competing with the first load');
    assert.is(rule.source, 'document', "the page's own links, not a list that grows with every page");
    assert.not.ok(text.includes(new URL(owner.linkedInUrl).host));
    assert.ok(text.length < 300, `${text.length} bytes`);
  },
);

rules('the file is served with the content type browsers require, and pages carry no inline rules', () => {
  const file = JSON.parse(named('/')!) as string;
  const type = headerPairs(file).find(([name]) => name === 'Content-Type')?.[1];
  assert.is(type, 'application/speculationrules+json');
  for (const path of pagePaths) assert.not.match(readPageHtml(path), 'speculationrules', outputFile(path));
});

rules.run();
