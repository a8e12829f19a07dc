import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { owner, photos } from '../../src/content';
import { buildSite, contentWith, edited } from '../helpers/generate';
import { halves } from '../helpers/photo-fixtures';
import { distDir, publishedAddresses } from '../helpers/site';

/**
 * The generator in-process (scripts/generator/generate.ts) is the build `npm run build` runs, and
 * its virtual files (scripts/generator/project-files.ts) are read as the disk's would be.
 */
const generator = suite('generate: values in, the site out');

/** The test site's posts: the template has none, an owner's copy may. */
const post = (title: string) =>
  `---\ntitle: ${title}\ndate: 2026-03-01\ndescription: A post of the test's own.\n---\n\nIts text.\n`;

generator('with no files of its own, it makes what npm run build wrote, byte for byte', async () => {
  const site = await buildSite();
  const written = publishedAddresses().map((address) => address.slice(1));
  const made = [...site.files.keys()].filter((path) => !/(^|\/)[_.]/.test(path));
  assert.equal(made.sort(), written.sort());
  for (const path of written)
    assert.ok(site.files.get(path)!.equals(readFileSync(join(distDir, path))), `${path} differs`);
  // The photos were encoded by that build: a build of the same photos reads them from the cache.
  assert.is(site.photosEncoded, 0);
});

generator(
  'a virtual file is read over the disk’s, again when its text changes at the same size',
  async () => {
    const first = await buildSite({ files: { 'src/writing/zz-test-post.md': post('Title AAAA') } });
    assert.match(first.page('/writing/zz-test-post'), 'Title AAAA');
    const second = await buildSite({ files: { 'src/writing/zz-test-post.md': post('Title BBBB') } });
    assert.match(second.page('/writing/zz-test-post'), 'Title BBBB');
    assert.not.match(second.page('/writing/zz-test-post'), 'Title AAAA');
    const none = await buildSite();
    assert.not.ok(none.file('writing/zz-test-post.html'), 'a later build without it has no such page');
  },
);

generator('a module only in memory is bundled where a screen imports it', async () => {
  const said = 'Said by a module the disk does not have';
  const site = await buildSite({
    files: {
      'src/screens/said.ts': `export const said = ${JSON.stringify(said)};`,
      'src/screens/Contact.tsx': edited(
        'src/screens/Contact.tsx',
        /^/,
        "import { said } from './said';\n",
      ).replace(/(<PageTitle [^>]*\/>)/, '$1<p>{said}</p>'),
    },
  });
  assert.match(site.page('/contact'), said);
  assert.match(site.page('/contact'), owner.name);
});

generator(
  'the link-preview card is drawn for the owner’s name and role, again when they change',
  async () => {
    const card = (site: Awaited<ReturnType<typeof buildSite>>) =>
      [...site.files.keys()].find((path) => /^assets\/social-[\w-]+\.jpg$/.test(path));
    const before = card(await buildSite());
    const renamed = await buildSite({
      files: {
        'src/content.ts': contentWith({
          'owner.name': 'Wanjiru Kamau',
          'landing.phrases[0]': 'Wanjiru Kamau',
        }),
      },
    });
    const retitled = await buildSite({
      files: { 'src/content.ts': contentWith({ 'owner.role': `${owner.role}, retitled` }) },
    });
    assert.ok(before && card(renamed) && card(retitled));
    assert.is.not(card(renamed), before, 'a new name, a new card');
    assert.is.not(card(retitled), before, 'a new role, a new card');
    assert.is(card(await buildSite()), before, 'the same values, the same card');
  },
);

generator('a photo with new bytes under the same name gets a new address', async () => {
  const profileOf = (html: string) => html.match(/\/assets\/photos\/[\w-]+-240-[0-9a-f]+\.avif/)?.[0];
  const before = profileOf((await buildSite()).page('/about'));
  assert.ok(before, 'the about page shows the profile photo');
  const site = await buildSite({
    files: {
      // A picture of the test's own: the owner's photos may all be one file.
      [`static/photos/${photos.profile.file}`]: await sharp(await halves(640, 640))
        .jpeg()
        .toBuffer(),
    },
  });
  const after = profileOf(site.page('/about'));
  assert.ok(after, 'still a profile photo');
  assert.is.not(after, before, 'new bytes, a new address: no visitor keeps the old one from a cache');
});

generator(
  'a theme edited in memory styles the pages; the next build without it is styled as the disk has it',
  async () => {
    const border = (html: string): string[] => html.match(/border:1px solid #[0-9a-f]{6}/g) ?? [];
    const edit = edited('src/theme.ts', /paperBorder:\s*(['"])[^'"]*\1/, "paperBorder: '#ff0001'");
    // Linaria evaluates the modules a style reads (the theme) itself: in memory, it reads this build's.
    const themed = (await buildSite({ files: { 'src/theme.ts': edit } })).page('/about');
    assert.ok(border(themed).includes('border:1px solid #ff0001'), 'the card border follows the theme');
    const plain = (await buildSite()).page('/about');
    assert.not.match(plain, '#ff0001', 'no style of the edit is kept for the next build');
    assert.is(plain, readFileSync(join(distDir, 'about.html'), 'utf8'), 'the page npm run build made');
  },
);

generator.run();
