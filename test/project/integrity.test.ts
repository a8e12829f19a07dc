import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stampFile } from '../../scripts/generator/publishing/up-to-date';
import { about, photos } from '../../src/content';
import { setContentValue } from '../helpers/content-source';
import { edit, projectCopy, runBuild } from '../helpers/project';

/**
 * What an unlucky owner or a second terminal can do to a project, tried on one
 * scratch copy: dist/ is always whole, and what is not the site stays out of it.
 */
const integrity = suite('build: dist/ stays whole and holds only the site');
let dir = '';
integrity.before(() => {
  dir = projectCopy();
});
integrity.after(() => rmSync(dir, { recursive: true, force: true }));

const built = (result: ReturnType<typeof runBuild>) => {
  assert.is(result.status, 0, result.stderr);
  return /built in \d+ ms/.test(result.stdout);
};

/** `npm run build` in the copy, not waited for. */
function startBuild(args: string[]) {
  const child = spawn(process.execPath, ['scripts/generator/run-build.mjs', ...args], { cwd: dir });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ status: number | null; output: string }>((done) =>
    child.on('close', (status) => done({ status, output })),
  );
}

/** Every file under a folder, by path. */
const filesOf = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1))
    .sort();

integrity('two builds at once: one waits for the other, and dist/ is whole after both', async () => {
  assert.ok(built(runBuild(dir)), 'a first build');
  const whole = filesOf(join(dir, 'dist'));
  const both = await Promise.all([startBuild(['--force']), startBuild(['--force'])]);
  for (const { status, output } of both) assert.is(status, 0, output);
  assert.ok(
    both.some(({ output }) => /Another build of dist\/ is running \(process \d+\): waiting/.test(output)),
    both.map((b) => b.output).join('\n---\n'),
  );
  assert.equal(filesOf(join(dir, 'dist')), whole);
  assert.match(runBuild(dir).stdout, 'dist/ is up to date');
});

integrity('a damaged record of the last build is said in one line, and the build runs', () => {
  // The copy's node_modules is the project's, and its record is named by the copy's dist/.
  const stamp = stampFile(join(realpathSync(dir), 'dist'));
  writeFileSync(stamp, '');
  const result = runBuild(dir);
  assert.ok(built(result), 'built again');
  assert.match(result.stderr, "the last build's record is damaged");
  assert.not.match(result.stderr, 'Unexpected end of JSON');
  assert.match(runBuild(dir).stdout, 'dist/ is up to date', 'recorded again');
});

integrity(
  'photos named as a phone names them get safe addresses that resolve; paths out of static/ are refused',
  () => {
    const profile = join(dir, 'static/photos', photos.profile.file);
    copyFileSync(profile, join(dir, 'static/photos/my photo #1.jpg'));
    copyFileSync(profile, join(dir, 'static/photos/Été à Łódź.jpg'));
    setContentValue(dir, 'photos.profile.file', 'my photo #1.jpg');
    setContentValue(dir, 'photos.landing.desktop.file', 'Été à Łódź.jpg');
    assert.ok(built(runBuild(dir)));
    for (const page of ['about.html', 'index.html']) {
      const html = readFileSync(join(dir, 'dist', page), 'utf8');
      const urls = [...html.matchAll(/(?:src|srcSet|imageSrcSet|href)="([^"]*\/assets\/photos\/[^"]*)"/g)]
        .flatMap((m) => m[1]!.split(', ').map((candidate) => candidate.split(' ')[0]!))
        .filter((url) => url.startsWith('/assets/photos/'));
      assert.ok(urls.length > 4, page);
      for (const url of urls) {
        assert.match(url, /^\/assets\/photos\/[a-z0-9-]+\.(avif|webp|jpg)$/, `${page}: ${url}`);
        assert.ok(existsSync(join(dir, 'dist', url)), `${page}: ${url} is in dist/`);
      }
    }
    assert.ok(
      readFileSync(join(dir, 'dist/about.html'), 'utf8').includes('/assets/photos/my-photo-1-240-'),
      'the name still says which photo it is',
    );

    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    try {
      copyFileSync(profile, join(outside, 'secret.jpg'));
      // From static/photos of the copy, itself in the temporary folder.
      const escape = `../../../${basename(outside)}/secret.jpg`;
      setContentValue(dir, 'photos.profile.file', escape);
      writeFileSync(join(dir, 'dist/previous-build.txt'), 'kept');
      const result = runBuild(dir);
      assert.is(result.status, 1);
      assert.match(
        result.stderr,
        'src/content.ts: photos.profile.file: must be the name of a file in static/photos',
      );
      assert.is(readFileSync(join(dir, 'dist/previous-build.txt'), 'utf8'), 'kept');
      assert.equal(readdirSync(outside), ['secret.jpg'], 'nothing written beside it');
    } finally {
      rmSync(outside, { recursive: true, force: true });
      setContentValue(dir, 'photos.profile.file', 'my photo #1.jpg');
    }
  },
);

integrity('a page naming a file the site lacks fails the build before dist/ is touched', () => {
  writeFileSync(join(dir, 'dist/previous-build.txt'), 'kept');
  const screen = join(dir, 'src/screens/Contact.tsx');
  const contact = readFileSync(screen, 'utf8');
  // Built, not written as one literal: a hand-written root link is refused earlier (../root-links.test.ts).
  const missing =
    '<picture><source type="image/avif" srcSet={["/assets/photos/none.avif", "1w"].join(" ")} /></picture>';
  edit(dir, 'src/screens/Contact.tsx', /(<PageTitle [^>]*\/>)/, `$1${missing}`);
  try {
    const result = runBuild(dir);
    assert.is(result.status, 1, result.stdout);
    assert.match(result.stderr, 'A page names /assets/photos/none.avif, which the site does not have');
    assert.is(readFileSync(join(dir, 'dist/previous-build.txt'), 'utf8'), 'kept', 'dist/ was left as it was');
    assert.not.match(readFileSync(join(dir, 'dist/contact.html'), 'utf8'), 'none.avif');
  } finally {
    writeFileSync(screen, contact);
  }
});

integrity('a linked photo whose target changed is built again; a page over its budget is named', () => {
  const target = join(dir, 'linked-profile.jpg');
  copyFileSync(join(dir, 'static/photos', photos.profile.file), target);
  rmSync(join(dir, 'static/photos/my photo #1.jpg'));
  symlinkSync(target, join(dir, 'static/photos/my photo #1.jpg'));
  // Random letters compress about as little as a long text written by hand.
  setContentValue(dir, 'about.background.paragraphs[0]', randomBytes(50 * 1024).toString('base64'));
  const long = runBuild(dir);
  assert.ok(built(long));
  assert.match(
    long.stderr,
    /about\.html: its HTML with inline CSS \(gzip\) is [\d.]+ KB, over its budget of/,
  );
  assert.not.ok(built(runBuild(dir)), 'unchanged: up to date');
  copyFileSync(join(dir, 'static/photos', photos.landing.tablet.file), target);
  assert.ok(built(runBuild(dir)), 'the target changed: built');
});

integrity('a type error stops npm run build before it renders, at its file and line', () => {
  writeFileSync(join(dir, 'dist/previous-build.txt'), 'kept');
  const routes = join(dir, 'src/routes.ts');
  const before = readFileSync(routes, 'utf8');
  // A page row whose screen was never added: the mistake of a newcomer adding a page.
  edit(
    dir,
    'src/routes.ts',
    /(\n  \{\n    name: 'contact',)/,
    `\n  { name: 'talks', pattern: '/talks', screen: screens.talks },$1`,
  );
  try {
    const line =
      readFileSync(routes, 'utf8')
        .split('\n')
        .findIndex((text) => text.includes('screens.talks')) + 1;
    const result = runBuild(dir, {}, ['--typecheck', '--force']);
    assert.is(result.status, 1);
    assert.match(result.stderr, 'Build failed; dist/ was left as it was.');
    assert.match(result.stderr, new RegExp(`src/routes\\.ts:${line}:\\d+: Property 'talks' does not exist`));
    assert.not.match(result.stderr, 'Rendering');
    assert.is(readFileSync(join(dir, 'dist/previous-build.txt'), 'utf8'), 'kept', 'dist/ was left as it was');
    assert.not.ok(existsSync(join(dir, 'dist.next')), 'no half-written output beside it');
  } finally {
    writeFileSync(routes, before);
  }
});

integrity.run();
