import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as content from '../../src/content';
import { buildFailure, buildSite, contentWith } from '../helpers/generate';
import { text } from '../helpers/site';
import { parseHtml } from '../helpers/site-dom';

/** The résumé an owner offers, built into the site (the field's rules: ../resume.test.ts). */
const resume = suite('the owner’s résumé (owner.resume), built');

const offering = (file: string, contents: string) => ({
  files: { 'src/content.ts': contentWith({ 'owner.resume': file }), [`static/${file}`]: contents },
});

resume(
  'About’s experience card and the Contact card link to it, by its own name, with its size',
  async () => {
    // Named as a person names a file: spaces and letters beyond ASCII.
    const file = 'Çağla Öztürk CV.pdf';
    // 3000 bytes: "2.9 KB", shown rounded.
    const site = await buildSite(offering(file, `%PDF-1.7\n${'%'.repeat(2990)}\n`));
    assert.is(site.file(file)?.length, 3000, 'the file is published as is, by its name');
    const label = content.site.resumeLink(3);
    for (const [path, card] of [
      ['/about', content.about.experience.title],
      ['/contact', content.contact.card.title],
    ] as const) {
      const section = [...parseHtml(site.page(path)).querySelectorAll('main section')].find(
        (s) => text(s.querySelector('h2')) === card,
      );
      const link = section?.querySelector(`a[href="/${encodeURIComponent(file)}"]`);
      // Exactly: the size stays on one line by its no-break spaces.
      assert.is(link?.textContent, label, path);
      assert.ok(link!.hasAttribute('download'), path);
    }
  },
);

resume('a file that is not a PDF stops the build, naming the field and the reason', async () => {
  const said = await buildFailure(offering('resume.pdf', 'not a pdf'));
  assert.match(said, 'src/content.ts: owner.resume: static/resume.pdf is not a PDF');
});

resume.run();
