import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos } from '../src/content';
import { templateLeftovers, type OwnedContent } from '../scripts/generator/checks/template-leftovers';
import { templatePlaceholders as template } from '../scripts/generator/checks/template-placeholders';

/** Content as the template ships it, made from the placeholders the build knows. */
const templateContent: OwnedContent = {
  owner: { name: template.name, linkedInUrl: template.linkedInUrl },
  landing: { description: `${template.name}: a role. ${template.description}` },
  portfolioItems: template.portfolio.map(({ title, photo }) => ({
    title,
    imageUrl: `https://images.example/${photo}?w=1200`,
  })),
  photos,
};
const photoFiles = [photos.landing.desktop.file, photos.profile.file];

/** An owner who changed every one of them. */
const ownContent: OwnedContent = {
  owner: { name: 'Ada Lovelace', linkedInUrl: 'https://www.linkedin.com/in/ada/' },
  landing: { description: 'Ada Lovelace: analyst. Notes on the Analytical Engine.' },
  portfolioItems: [{ title: 'The Notes', imageUrl: 'photos/notes.png' }],
  photos,
};

const leftovers = suite("template leftovers: what the build says is still the template's");

leftovers('the template as shipped: one line each, naming the field or file to change', () => {
  const found = templateLeftovers(templateContent, template.siteUrl, photoFiles);
  const said = found.map(({ file, message }) => `${file}: ${message}`);
  const expected = [
    'src/content.ts: owner.name:',
    'src/content.ts: owner.linkedInUrl:',
    'src/content.ts: portfolioItems[0], portfolioItems[1], portfolioItems[2]:',
    'src/content.ts: landing.description:',
    `static/photos: ${photoFiles.join(', ')}:`,
    ': SITE_URL is not set',
  ];
  assert.is(said.length, expected.length, said.join('\n'));
  expected.forEach((start, i) => assert.ok(said[i]!.startsWith(start), `${said[i]} starts with ${start}`));
  assert.match(said.at(-1)!, template.siteUrl, 'the placeholder address is named');
});

leftovers('an owner who changed everything is told nothing', () => {
  assert.equal(templateLeftovers(ownContent, 'https://ada.dev', []), []);
});

leftovers("a project that keeps the template's title or its stock photo is still the template's", () => {
  const [first, second] = template.portfolio;
  const items = [
    { title: first.title, imageUrl: 'photos/mine.png' },
    { title: 'Mine', imageUrl: 'photos/mine.png' },
    { title: 'Also mine', imageUrl: `https://images.example/${second.photo}` },
  ];
  const found = templateLeftovers({ ...ownContent, portfolioItems: items }, 'https://ada.dev', []);
  assert.equal(
    found.map((p) => p.message.split(':')[0]),
    ['portfolioItems[0], portfolioItems[2]'],
  );
});

leftovers('the GitHub Pages workflow builds with --strict, so it never publishes the template', () => {
  const workflow = readFileSync('.github/workflows/deploy.yml', 'utf8');
  const builds = workflow.split('\n').filter((line) => /^\s*-?\s*run:.*npm run build/.test(line));
  assert.is(builds.length, 1, 'one build step');
  assert.match(builds[0]!, /npm run build -- (.* )?--strict\b/);
});

leftovers.run();
