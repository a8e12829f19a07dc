import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { photos } from '../../src/content';
import { buildFailure, contentWith, edited } from '../helpers/generate';

/**
 * Bad input fails the build with the file, the field and the reason, built in this process
 * (../helpers/generate.ts). That a failed `npm run build` leaves dist/ as it was, with exit status 1:
 * ../project/build-command.test.ts.
 */
const failing = suite('build: bad input fails clearly');

failing('a duplicate portfolio id names the file, the field and the reason', async () => {
  const item = (id: number) => ({
    id,
    title: `Project ${id}`,
    description: 'What it does.',
    imageUrl: 'https://images.example.net/a.jpg',
    imageAlt: 'A screenshot',
    link: '/projects/a',
  });
  const said = await buildFailure({
    files: { 'src/content.ts': contentWith({ portfolioItems: [item(4), item(9), item(4)] }) },
  });
  assert.match(said, 'src/content.ts: portfolioItems[2].id: duplicate id 4');
});

failing('a missing photo is named', async () => {
  const file = `static/photos/${photos.landing.tablet.file}`;
  const said = await buildFailure({ files: { [file]: null } });
  assert.match(said, `photos.landing.tablet.file: ${file} does not exist`);
});

failing(
  'a screen that throws while pre-rendering fails the build naming the route, its file, line and component',
  async () => {
    const source = edited(
      'src/screens/Contact.tsx',
      'export function Contact() {',
      'export function Contact() {\n  throw new Error("boom");',
    );
    const line = source.split('\n').findIndex((text) => text.includes('throw new Error("boom")')) + 1;
    const said = await buildFailure({ files: { 'src/screens/Contact.tsx': source } });
    assert.match(
      said,
      new RegExp(`src/screens/Contact\\.tsx:${line}:\\d+: Rendering /contact failed: boom in <Contact>`),
    );
    // The code frame shows the line as the build read it.
    assert.match(said, 'throw new Error("boom")');
  },
);

failing('a SITE_URL that is not an address is refused by name', async () => {
  const said = await buildFailure({ env: { SITE_URL: 'jane.dev' } });
  assert.match(said, 'SITE_URL: "jane.dev" is not an absolute address');
});

failing(
  'a tag left open in a screen with styles is named where it opens (README, your first edit)',
  async () => {
    const file = 'src/screens/Contact.tsx';
    const source = edited(file, /<\/CardTitle>/, '');
    const opened = source.split('\n').findIndex((line) => line.includes('<CardTitle')) + 1;
    assert.ok(opened > 0, 'Contact.tsx has a CardTitle');
    const said = await buildFailure({ files: { [file]: source } });
    assert.match(said, `${file}:`);
    assert.match(said, new RegExp(`"CardTitle" tag is on line ${opened}:`));
  },
);

failing.run();
