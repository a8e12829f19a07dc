import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos } from '../../src/content';
import { leftoversBlock, refused } from '../../scripts/generator/checks/template-leftovers';
import { templatePlaceholders as template } from '../../scripts/generator/checks/template-placeholders';
import { buildSite, contentWith } from '../helpers/generate';

/** What a build says is still the template's (the rules: ../template-leftovers.test.ts). */
const leftovers = suite('template leftovers: what a build of the project lists');

const ownItem = (id: number) => ({
  id,
  title: `Note ${id} on the Analytical Engine`,
  description: 'What the engine could compute.',
  imageUrl: `photos/${photos.profile.file}`,
  imageAlt: 'A drawing of the engine',
  link: `/notes/${id}`,
});
const heading = "Still the template's";

// The placeholder photos, which `npm run placeholders` draws, are built into a copy by
// ../project/template-leftovers.test.ts: it checks that --strict names them, and its exit status.
leftovers(
  "a build of the template's content lists each, and the block npm run build prints names each",
  async () => {
    // Whatever the owner has now, the build gets the template's name, address, first project and description.
    const first = template.portfolio[0]!;
    const site = await buildSite({
      files: {
        'src/content.ts': contentWith({
          'owner.name': template.name,
          'owner.linkedInUrl': template.linkedInUrl,
          portfolioItems: [{ ...ownItem(1), title: first.title }],
          'landing.description': `${template.name}: a role. ${template.description}`,
        }),
      },
    });
    const named = [
      'src/content.ts: owner.name',
      'src/content.ts: owner.linkedInUrl',
      'src/content.ts: portfolioItems[0]',
      'src/content.ts: landing.description',
      'SITE_URL is not set',
    ];
    const block = leftoversBlock(site.leftovers);
    assert.ok(block.startsWith(heading), block);
    for (const name of named) assert.ok(block.includes(name), `the block names ${name}`);
    assert.equal(refused(site.leftovers), site.leftovers, '--strict refuses each');
  },
);

leftovers('an owner who changed everything sees no block, and --strict builds', async () => {
  // Photos of their own under the same names (a JPEG whatever the name says: read by content).
  const own = await Promise.all(
    [...Object.values(photos.landing), photos.profile].map(async ({ file }, i) => {
      const background = { r: 40 + 30 * i, g: 90, b: 140 };
      const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background } })
        .jpeg()
        .toBuffer();
      return [`static/photos/${file}`, jpeg] as const;
    }),
  );
  const site = await buildSite({
    strict: true,
    env: { SITE_URL: 'https://ada.example' },
    files: {
      ...Object.fromEntries(own),
      'src/content.ts': contentWith({
        'owner.name': 'Ada Lovelace',
        'owner.linkedInUrl': 'https://www.linkedin.com/in/ada-lovelace/',
        portfolioItems: [1, 2].map(ownItem),
        'landing.description': 'Notes on engines.',
      }),
    },
  });
  assert.equal(site.leftovers, []);
  assert.is(leftoversBlock(site.leftovers), '');
  assert.ok(site.file('index.html'), 'built');
});

leftovers.run();
