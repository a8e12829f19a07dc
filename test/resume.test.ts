import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as content from '../src/content';
import { validateContent } from '../src/render/validate-content';
import { resumeMaxBytes, resumeProblems } from '../scripts/generator/checks/check-content';
import { readPage } from './helpers/site-dom';

const resume = suite('the owner’s résumé (owner.resume)');
type Content = Parameters<typeof validateContent>[0];
const withResume = (value: unknown) =>
  ({ ...content, owner: { ...content.owner, resume: value } }) as unknown as Content;

let dir = '';
resume.before.each(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-resume-'));
});
resume.after.each(() => rmSync(dir, { recursive: true, force: true }));

/** A small file that is a PDF by its signature. */
const pdf = (name: string) => writeFileSync(join(dir, name), '%PDF-1.7\n%%EOF\n');

// The owner's choice, either way: none offered keeps the spec's screens as they were.
resume('the pages offer the résumé src/content.ts names, or none when it is null', () => {
  const file = content.owner.resume;
  for (const path of ['/about', '/contact']) {
    const links = [...readPage(path).querySelectorAll('a[href$=".pdf" i], a[download]')];
    const hrefs = links.map((link) => link.getAttribute('href'));
    assert.equal(hrefs, file === null ? [] : [`/${encodeURI(file)}`], path);
  }
});

resume('a path inside static/ ending in .pdf is accepted', () => {
  assert.equal(validateContent(withResume('resume.pdf')), []);
  assert.equal(validateContent(withResume('files/Cagla-Yildirim-Ozturk-CV.PDF')), []);
  // Named as people name files: spaces, letters beyond ASCII.
  assert.equal(validateContent(withResume('Çağla Yıldırım Öztürk CV.pdf')), []);
});

resume('a path that is no PDF or leaves static/ is named with the field and the reason', () => {
  for (const bad of ['', 'resume.docx', '/resume.pdf', '../resume.pdf', 'photos/resume.pdf']) {
    const problems = validateContent(withResume(bad));
    assert.is(problems.length, 1, bad);
    assert.is(problems[0]!.field, 'owner.resume');
  }
});

resume('the file must exist', () => {
  assert.equal(resumeProblems({ owner: { ...content.owner, resume: 'resume.pdf' } }, dir), [
    { field: 'owner.resume', reason: `${join(dir, 'resume.pdf')} does not exist` },
  ]);
});

resume('the file must be a PDF, whatever its name', () => {
  writeFileSync(join(dir, 'resume.pdf'), 'PK\u0003\u0004 a Word file renamed');
  const [problem] = resumeProblems({ owner: { ...content.owner, resume: 'resume.pdf' } }, dir);
  assert.match(problem!.reason, 'is not a PDF');
});

resume('the file must be under 5 MB', () => {
  pdf('resume.pdf');
  truncateSync(join(dir, 'resume.pdf'), resumeMaxBytes);
  const [problem] = resumeProblems({ owner: { ...content.owner, resume: 'resume.pdf' } }, dir);
  assert.match(problem!.reason, 'over the limit of 5 MB');
  truncateSync(join(dir, 'resume.pdf'), resumeMaxBytes - 1);
  assert.equal(resumeProblems({ owner: { ...content.owner, resume: 'resume.pdf' } }, dir), []);
});

/** src/content.ts offering `file` as the résumé, and that file under static/ as `contents`. */
resume.run();
