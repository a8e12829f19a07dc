import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readStatic } from '../scripts/generator/publishing/read-static';

const published = suite('static files: what is published');
const root = mkdtempSync(join(tmpdir(), 'read-static-'));
published.after(() => rmSync(root, { recursive: true, force: true }));

published(
  'no dot-file or dot-folder but .well-known/; a link to a file is published as the file',
  async () => {
    const dir = join(root, 'static');
    const files: Record<string, string> = {
      'cv.pdf': '%PDF-',
      'sub/page.txt': 'page',
      'sub/.git/config': '[remote]',
      '.anything/secret.txt': 'secret',
      '.env': 'KEY=1',
      'sub/.DS_Store': 'x',
      '.well-known/security.txt': 'Contact: mailto:a@b.c',
      '.well-known/.hidden': 'x',
      'photos/profile.jpg': 'encoded, not copied',
    };
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    writeFileSync(join(root, 'outside.pdf'), '%PDF-linked');
    symlinkSync(join(root, 'outside.pdf'), join(dir, 'linked.pdf'));
    // Links that lead nowhere, or round in a loop, are skipped, not a crash.
    symlinkSync(join(dir, 'loop'), join(dir, 'loop'));
    symlinkSync(join(root, 'gone.pdf'), join(dir, 'broken.pdf'));
    symlinkSync('..', join(dir, 'sub/up'));
    const read = await readStatic(dir);
    assert.equal(read.map((file) => file.path).sort(), [
      '.well-known/security.txt',
      'cv.pdf',
      'linked.pdf',
      'sub/page.txt',
    ]);
    assert.is(String(read.find((file) => file.path === 'linked.pdf')!.contents), '%PDF-linked');
  },
);

published.run();
