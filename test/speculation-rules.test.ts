import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { owner } from '../src/content';
import { notFoundPath, outputFile, pagePaths, portfolioNotFoundPath } from '../src/routes';
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

rules('the rules prerender every page a visitor is sent to, never a not-found page or another site', () => {
  const file = JSON.parse(named('/')!) as string;
  const { prerender, ...others } = JSON.parse(readFileSync(`${distDir}${file}`, 'utf8'));
  assert.equal(others, {}, 'nothing fetched but by prerender');
  assert.is(prerender.length, 1);
  const [rule] = prerender;
  assert.is(rule.eagerness, 'moderate', 'only on intent, never competing with the first load');
  assert.equal([...rule.urls].sort(), [...pageAddresses].sort());
  for (const url of rule.urls) assert.ok(url.startsWith('/') && !url.startsWith('//'), url);
  for (const path of [notFoundPath, portfolioNotFoundPath]) assert.not.ok(rule.urls.includes(path));
  assert.not.ok(JSON.stringify(rule).includes(new URL(owner.linkedInUrl).host));
});

rules('the file is served with the content type browsers require, and pages carry no inline rules', () => {
  const file = JSON.parse(named('/')!) as string;
  const type = headerPairs(file).find(([name]) => name === 'Content-Type')?.[1];
  assert.is(type, 'application/speculationrules+json');
  for (const path of pagePaths) assert.not.match(readPageHtml(path), 'speculationrules', outputFile(path));
});

rules.run();
