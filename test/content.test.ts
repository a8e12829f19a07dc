import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as content from '../src/content';
import { menu, pageTable, pagePaths } from '../src/routes';
import { validateContent } from '../src/render/validate-content';

const links = suite('content: links');

links('the menu is the page table’s rows with a label, in its order, each a page the build writes', () => {
  const rows = pageTable.filter((row) => 'menu' in row);
  assert.equal(
    menu.map((entry) => entry.href),
    rows.map((row) => row.pattern),
  );
  assert.equal(
    menu.map((entry) => entry.label),
    rows.map((row) => content.nav[row.menu]),
  );
  for (const entry of menu) assert.ok(pagePaths.includes(entry.href), entry.href);
});

links('an empty menu label is a content problem, named by its field', () => {
  const nav = { ...content.nav, about: ' ' };
  const problems = validateContent({ ...content, nav } as unknown as Parameters<typeof validateContent>[0]);
  assert.equal(problems, [{ field: 'nav.about', reason: problems[0]?.reason ?? '' }]);
});

links.run();

const validation = suite('content: validation');
type Content = Parameters<typeof validateContent>[0];

/** Three valid items of the test's own, whatever the owner lists. */
const ownItems = [1, 2, 3].map((id) => ({
  id,
  title: `Project ${id}`,
  description: `What project ${id} does.`,
  imageUrl: `https://images.example.net/${id}.jpg`,
  imageAlt: `Screenshot of project ${id}`,
  link: `/projects/${id}`,
}));

/** The owner's content with the test's three items, one of them changed. */
function withItem(index: number, change: Record<string, unknown>): Content {
  const items = ownItems.map((item, i) => (i === index ? { ...item, ...change } : item));
  return { ...content, portfolioItems: items } as unknown as Content;
}

validation('the shipped content has no problem', () => {
  assert.equal(validateContent(), []);
});

validation('the test’s own items have no problem', () => {
  assert.equal(validateContent(withItem(0, {})), []);
});

validation('the showcase is on or off, nothing else', () => {
  const showcase = (value: unknown) =>
    validateContent({
      ...content,
      portfolio: { ...content.portfolio, showcase: value },
    } as unknown as Content);
  assert.equal(showcase(true), []);
  assert.equal(showcase('yes'), [{ field: 'portfolio.showcase', reason: 'must be true or false' }]);
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

validation('a picture may be a file under static/, but not a path leaving it', () => {
  assert.equal(validateContent(withItem(0, { imageUrl: 'shots/dashboard.png' })), []);
  for (const imageUrl of ['../secret.png', '/etc/passwd', 'shots/../../x.png']) {
    const problems = validateContent(withItem(0, { imageUrl }));
    assert.equal(
      problems.map((p) => p.field),
      ['portfolioItems[0].imageUrl'],
      imageUrl,
    );
  }
});

validation('a focus that is not two percentages is named with its field', () => {
  const changed = {
    ...content,
    photos: { ...content.photos, profile: { ...content.photos.profile, focus: 'top' } },
  };
  const problems = validateContent(changed as unknown as Content);
  assert.equal(
    problems.map((p) => p.field),
    ['photos.profile.focus'],
  );
  assert.match(problems[0]!.reason, '(got "top")');
});

validation('a photo file leading out of static/photos, or hidden, is refused by its field', () => {
  const withProfile = (file: string) =>
    ({
      ...content,
      photos: { ...content.photos, profile: { ...content.photos.profile, file } },
    }) as unknown as Content;
  assert.equal(validateContent(withProfile('my photo #1.jpg')), [], 'spaces and signs are fine');
  assert.equal(validateContent(withProfile('trips/Été à Łódź.jpg')), [], 'so are folders and letters');
  for (const file of [
    '../../../x/secret.jpg',
    '/etc/x.jpg',
    'a/../../b.jpg',
    '.hidden.jpg',
    'a\\..\\b.jpg',
    '',
  ]) {
    const problems = validateContent(withProfile(file));
    assert.equal(
      problems.map((p) => p.field),
      ['photos.profile.file'],
      file,
    );
    assert.match(problems[0]!.reason, 'must be the name of a file in static/photos', file);
  }
});

validation('an address with a space, and a text with a control character, are refused by field', () => {
  const linkedInUrl = `${content.owner.linkedInUrl}jane doe`;
  const spaced = validateContent({
    ...content,
    owner: { ...content.owner, linkedInUrl },
  } as unknown as Content);
  assert.equal(
    spaced.map((p) => p.field),
    ['owner.linkedInUrl'],
  );
  assert.match(spaced[0]!.reason, 'without spaces');
  const name = `${content.owner.name}\u0000`;
  const withNul = {
    ...content,
    owner: { ...content.owner, name },
    landing: { ...content.landing, phrases: [name, ...content.landing.phrases.slice(1)] },
  };
  const problems = validateContent(withNul as unknown as Content);
  assert.equal(
    problems.map((p) => p.field),
    ['owner.name', 'landing.phrases[0]'],
  );
  assert.match(problems[0]!.reason, 'the control character U+0000');
});

validation('a project’s link to its code is refused, saying where such an address goes', () => {
  const item = { ...content.portfolioItems[0]!, link: 'https://github.com/someone/project' };
  const problems = validateContent({ ...content, portfolioItems: [item] } as unknown as Content);
  assert.equal(
    problems.map((p) => p.field),
    ['portfolioItems[0].link'],
  );
  assert.match(problems[0]!.reason, 'src/portfolio/<id>.md');
});

validation('a project picture’s focus is two percentages, as a photo’s', () => {
  const withFocus = (imageFocus: string) =>
    validateContent({
      ...content,
      portfolioItems: [{ ...content.portfolioItems[0]!, imageFocus }],
    } as unknown as Content);
  assert.equal(withFocus('50% 0%'), []);
  const problems = withFocus('top');
  assert.equal(
    problems.map((p) => p.field),
    ['portfolioItems[0].imageFocus'],
  );
  assert.match(problems[0]!.reason, 'two percentages');
});

validation('a résumé in a hidden file or folder is refused, saying it would not be published', () => {
  for (const resume of ['.cv.pdf', 'private/.cv.pdf', '.private/cv.pdf']) {
    const problems = validateContent({
      ...content,
      owner: { ...content.owner, resume },
    } as unknown as Content);
    assert.equal(
      problems.map((p) => p.field),
      ['owner.resume'],
      resume,
    );
    assert.match(problems[0]!.reason, 'never published', resume);
  }
});

validation.run();
