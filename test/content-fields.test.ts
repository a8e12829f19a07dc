import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as content from '../src/content';
import { validateContent } from '../src/render/validate-content';

/**
 * Every field the content check reads, given a bad value of the test's own: each is refused, named
 * by its field. A check that stops looking at a field (an empty alt text let through) fails here.
 */
const fields = suite('content check: every field refuses a bad value, by name');

type Content = Parameters<typeof validateContent>[0];

/** `source` with the value at `path` ('portfolioItems[0].imageAlt') replaced, copying only the way there. */
function withValue(source: unknown, path: string, value: unknown): unknown {
  const [head, ...rest] = path.split(/\.|(?=\[)/);
  const index = /^\[(\d+)\]$/.exec(head!)?.[1];
  const key = index !== undefined ? Number(index) : head!;
  const here = (source as Record<string | number, unknown>)[key];
  const next = rest.length === 0 ? value : withValue(here, rest.join('.').replace(/\.\[/g, '['), value);
  if (Array.isArray(source)) return source.map((item, i) => (i === key ? next : item));
  return { ...(source as object), [key]: next };
}

const item = content.portfolioItems[0];
const bad: [field: string, value: unknown][] = [
  ...Object.keys(content.nav).map((key): [string, unknown] => [`nav.${key}`, ' ']),
  ['owner.name', ''],
  ['owner.role', '\u0007Engineer'],
  ['owner.linkedInUrl', 'http://www.linkedin.com/in/someone'],
  ['owner.resume', '../secret.pdf'],
  ['landing.phrases[1]', ''],
  ['about.background.paragraphs[0]', '  '],
  ['about.skills.groups[0].name', ''],
  ['about.skills.groups[0].items', []],
  ['about.skills.groups[1].items[0]', ''],
  ['about.focus.items[0]', ''],
  ['portfolio.showcase', 'yes'],
  ...(item
    ? ([
        ['portfolioItems[0].id', 0],
        ['portfolioItems[0].title', ''],
        ['portfolioItems[0].description', ' '],
        ['portfolioItems[0].imageUrl', 'javascript:alert(1)'],
        ['portfolioItems[0].imageAlt', ''],
        ['portfolioItems[0].link', 'https://github.com/someone/project'],
        ['portfolioItems[0].imageFocus', 'top'],
      ] as [string, unknown][])
    : []),
  ...Object.keys(content.photos.landing).flatMap((key): [string, unknown][] => [
    [`photos.landing.${key}.file`, '../outside.jpg'],
    [`photos.landing.${key}.focus`, '120% 50%'],
  ]),
  ['photos.profile.file', '.hidden.jpg'],
  ['photos.profile.focus', '50%'],
  ...Object.keys(content.timings).map((key): [string, unknown] => [`timings.${key}`, -1]),
];

for (const [field, value] of bad) {
  fields(`${field} = ${JSON.stringify(value)} is refused by its field`, () => {
    const problems = validateContent(withValue(content, field, value) as Content);
    assert.ok(
      problems.some((problem) => problem.field === field || problem.field.startsWith(`${field}[`)),
      `${field}: ${JSON.stringify(problems)}`,
    );
    for (const problem of problems) assert.ok(problem.reason.length > 10, `${problem.field} says why`);
  });
}

fields('a duplicate skill label names the second one', () => {
  const items = content.about.skills.groups[0]!.items;
  const problems = validateContent(
    withValue(content, 'about.skills.groups[0].items', [...items, items[0]]) as Content,
  );
  assert.equal(
    problems.map((p) => p.field),
    [`about.skills.groups[0].items[${items.length}]`],
  );
});

fields('the shipped content passes: the bad values above are the test’s', () => {
  assert.equal(validateContent(content as Content), []);
});

fields.run();
