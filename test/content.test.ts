import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as content from '../src/content';
import { pagePaths } from '../src/routes';
import { validateContent } from '../src/validate-content';

const counts = suite('content: the spec’s fixed counts');

counts('six headline phrases, the owner’s name first', () => {
  assert.is(content.landing.phrases.length, 6);
  assert.is(content.landing.phrases[0], content.owner.name);
});

counts('skill groups AI/ML, Engineering & Systems, Product & Strategy with 12 / 16 / 8 labels', () => {
  const groups = content.about.skills.groups;
  assert.equal(
    groups.map((g) => g.name),
    ['AI/ML', 'Engineering & Systems', 'Product & Strategy'],
  );
  assert.equal(
    groups.map((g) => g.items.length),
    [12, 16, 8],
  );
});

counts('six focus areas, three background paragraphs, 23 countries', () => {
  assert.is(content.about.focus.items.length, 6);
  assert.is(content.about.background.paragraphs.length, 3);
  assert.match(content.about.background.paragraphs[2], /\b23 countries\b/);
});

counts('three portfolio items with unique whole-number ids and https images', () => {
  assert.is(content.portfolioItems.length, 3);
  const ids = content.portfolioItems.map((item) => item.id);
  assert.is(new Set(ids).size, ids.length);
  for (const item of content.portfolioItems) {
    assert.ok(Number.isInteger(item.id) && item.id > 0, `id ${item.id}`);
    assert.ok(item.imageUrl.startsWith('https://'), item.imageUrl);
  }
});

counts('the links of portfolio items match no page', () => {
  for (const item of content.portfolioItems) assert.not.ok(pagePaths.includes(item.link), item.link);
});

counts('nav entries HOME, ABOUT, PORTFOLIO, CONTACT point at pages the build writes', () => {
  assert.equal(
    content.nav.map((entry) => entry.label),
    ['HOME', 'ABOUT', 'PORTFOLIO', 'CONTACT'],
  );
  for (const entry of content.nav) assert.ok(pagePaths.includes(entry.href), entry.href);
});

counts('timings are the spec’s 2500 / 300 / 600 / 500 ms', () => {
  assert.equal(content.timings, {
    headlineInterval: 2500,
    headlineFadeOut: 300,
    headlineFade: 600,
    pageFade: 500,
  });
});

counts.run();

const validation = suite('content: validation');
type Content = Parameters<typeof validateContent>[0];

/** The real content with one portfolio item changed. */
function withItem(index: number, change: Record<string, unknown>): Content {
  const items = content.portfolioItems.map((item, i) => (i === index ? { ...item, ...change } : item));
  return { ...content, portfolioItems: items } as unknown as Content;
}

validation('the shipped content has no problem', () => {
  assert.equal(validateContent(), []);
});

validation('a duplicate portfolio id is named with its field', () => {
  const problems = validateContent(withItem(1, { id: 1 }));
  assert.equal(problems, [{ field: 'portfolioItems[1].id', reason: 'duplicate id 1' }]);
});

validation('an empty title, a non-https image and a bad id are each reported', () => {
  const problems = validateContent(
    withItem(2, { title: '  ', imageUrl: 'http://example.com/a.jpg', id: 1.5 }),
  );
  assert.equal(
    problems.map((p) => p.field),
    ['portfolioItems[2].id', 'portfolioItems[2].title', 'portfolioItems[2].imageUrl'],
  );
  assert.match(problems[2]!.reason, /https/);
});

validation('a first phrase that is not the owner’s name is refused', () => {
  const changed = {
    ...content,
    landing: { ...content.landing, phrases: ['Someone', ...content.landing.phrases.slice(1)] },
  };
  assert.equal(
    validateContent(changed as unknown as Content).map((p) => p.field),
    ['landing.phrases[0]'],
  );
});

validation.run();
