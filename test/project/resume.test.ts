import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { about, contact, site } from '../../src/content';
import { setContentValue } from '../helpers/content-source';
import { projectCopy, runBuild } from '../helpers/project';
import { text } from '../helpers/site';
import { readPage } from '../helpers/site-dom';

const resume = suite('build: an owner who offers a résumé');
let dir = '';
resume.before.each(() => {
  dir = projectCopy();
});
resume.after.each(() => rmSync(dir, { recursive: true, force: true }));

const offer = (file: string) => setContentValue(dir, 'owner.resume', file);

resume('About’s experience card and the Contact card link to it, by its own name, with its size', () => {
  // Named as a person names a file: spaces and letters beyond ASCII.
  const file = 'Çağla Öztürk CV.pdf';
  offer(file);
  // 3000 bytes: "2.9 KB", shown rounded.
  writeFileSync(join(dir, 'static', file), `%PDF-1.7\n${'%'.repeat(2990)}\n`);
  const result = runBuild(dir);
  assert.is(result.status, 0, result.stderr);
  assert.is(readFileSync(join(dir, 'dist', file)).length, 3000, 'the file is published as is, by its name');
  const label = site.resumeLink(3);
  for (const [path, card] of [
    ['/about', about.experience.title],
    ['/contact', contact.card.title],
  ] as const) {
    const doc = readPage(path, join(dir, 'dist'));
    const section = [...doc.querySelectorAll('main section')].find(
      (s) => text(s.querySelector('h2')) === card,
    );
    const link = section?.querySelector(`a[href="/${encodeURIComponent(file)}"]`);
    // Exactly: the size stays on one line by its no-break spaces.
    assert.is(link?.textContent, label, path);
    assert.ok(link!.hasAttribute('download'), path);
  }
});

resume('a file that is not a PDF stops the build, naming the field and the reason', () => {
  offer('resume.pdf');
  writeFileSync(join(dir, 'static/resume.pdf'), 'not a pdf');
  const result = runBuild(dir);
  assert.is(result.status, 1);
  assert.match(result.stderr, 'src/content.ts: owner.resume: static/resume.pdf is not a PDF');
});

resume.run();
