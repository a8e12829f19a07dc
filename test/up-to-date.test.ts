import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SiteVariables } from '../scripts/env';
import { inputsHash, recordBuild, stampFile, upToDate } from '../scripts/generator/publishing/up-to-date';

/**
 * When `npm run build` may skip a build (scripts/generator/publishing/up-to-date.ts), decided
 * in-process on small folders of the test's own: each kind of change an owner makes is a new build,
 * nothing else is, and dist/ counts as built only while it holds exactly what the last build wrote.
 * The command around it (its words, the lock, dist/ swapped whole): ./project/build-command.test.ts.
 */
const skip = suite('npm run build: up to date until something it reads changes');
const root = mkdtempSync(join(tmpdir(), 'up-to-date-'));
const project = join(root, 'project');
const outDir = join(root, 'dist');
skip.after(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(stampFile(outDir), { force: true });
});

function write(path: string, text: string | Buffer) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** A project as the build reads it, a photo under static/ linked from outside, and what it does not read. */
const files: Record<string, string> = {
  'src/content.ts': "export const owner = { name: 'Ada' };\n",
  'src/theme.ts': "export const colors = { paperBorder: '#e5e5e5' };\n",
  'src/writing/hello.md': '---\ntitle: Hello\n---\n\nText.\n',
  'static/cv.pdf': '%PDF-1',
  'scripts/generator/cli.ts': 'export {};\n',
  'scripts/env.ts': 'export {};\n',
  'build.ts': 'export {};\n',
  'package.json': '{}\n',
  'package-lock.json': '{}\n',
  'tsconfig.json': '{}\n',
  'README.md': '# Site\n',
  'docs/architecture.md': '# How it is built\n',
  'test/content.test.ts': 'export {};\n',
  'scripts/bench/index.ts': 'export {};\n',
};
for (const [path, text] of Object.entries(files)) write(join(project, path), text);
const linkTarget = join(root, 'phone-photo.jpg');
writeFileSync(linkTarget, 'the first picture');
mkdirSync(join(project, 'static/photos'), { recursive: true });
symlinkSync(linkTarget, join(project, 'static/photos/linked.jpg'));

const noEnv: SiteVariables = { SITE_URL: undefined, BASE_PATH: undefined, SITE_HEADERS: undefined };
const hashOf = (env: Partial<SiteVariables> = {}, mode = 'production') =>
  inputsHash(mode, { ...noEnv, ...env }, project);

/** `change` applied to the project, the hash then, and the project put back. */
function hashAfter(path: string, change: (file: string) => void): string {
  const file = join(project, path);
  let before: Buffer | undefined;
  try {
    before = readFileSync(file);
  } catch {
    before = undefined;
  }
  change(file);
  try {
    return hashOf();
  } finally {
    if (before === undefined) unlinkSync(file);
    else writeFileSync(file, before);
  }
}
const append = (text: string) => (file: string) => writeFileSync(file, readFileSync(file, 'utf8') + text);

skip('each kind of change an owner makes is a new build; what the build does not read is not', () => {
  const first = hashOf();
  assert.is(hashOf(), first, 'the same files, the same hash');
  const builds = {
    'a content edit': hashAfter('src/content.ts', append('// edited\n')),
    'a theme edit': hashAfter('src/theme.ts', (file) =>
      writeFileSync(file, readFileSync(file, 'utf8').replace('#e5e5e5', '#ff0001')),
    ),
    'a new post': hashAfter('src/writing/new.md', (file) => write(file, '---\ntitle: New\n---\n')),
    'a post edited': hashAfter('src/writing/hello.md', append('More.\n')),
    'a new static file': hashAfter('static/talk.pdf', (file) => write(file, '%PDF-2')),
    'a linked photo whose target changed': hashAfter('../phone-photo.jpg', (file) =>
      writeFileSync(file, 'another picture'),
    ),
    "the generator's code": hashAfter('scripts/generator/cli.ts', append('// changed\n')),
    'a new lockfile': hashAfter('package-lock.json', () =>
      writeFileSync(join(project, 'package-lock.json'), '{"lockfileVersion":3}\n'),
    ),
    SITE_URL: hashOf({ SITE_URL: 'https://jane.github.io/site' }),
    BASE_PATH: hashOf({ BASE_PATH: '/site' }),
    SITE_HEADERS: hashOf({ SITE_HEADERS: 'netlify' }),
    'the development mode': hashOf({}, 'development'),
  };
  for (const [change, hash] of Object.entries(builds)) assert.is.not(hash, first, `${change} builds`);
  assert.is(new Set(Object.values(builds)).size, Object.keys(builds).length, 'each its own build');

  const skips = {
    'the README': hashAfter('README.md', append('More.\n')),
    'the docs': hashAfter('docs/architecture.md', append('More.\n')),
    'a test': hashAfter('test/content.test.ts', append('// more\n')),
    'the benchmark': hashAfter('scripts/bench/index.ts', append('// more\n')),
    'a file saved with the same text': hashAfter('src/content.ts', (file) =>
      writeFileSync(file, readFileSync(file)),
    ),
  };
  for (const [change, hash] of Object.entries(skips)) assert.is(hash, first, `${change} does not build`);
});

skip('dist/ is up to date only while it holds exactly what the last build of the same inputs wrote', () => {
  const built = [
    { path: 'index.html', contents: Buffer.from('<p>home</p>') },
    { path: 'assets/site.css', contents: Buffer.from('p{}') },
  ];
  const inputs = hashOf();
  rmSync(outDir, { recursive: true, force: true });
  for (const file of built) write(join(outDir, file.path), file.contents);
  recordBuild(outDir, inputs, built, []);
  const said: string[] = [];
  const check = (hash = inputs) => upToDate(outDir, hash, (line) => said.push(line)) !== undefined;

  assert.ok(check(), 'as written: up to date');
  assert.not.ok(check(hashOf({ SITE_URL: 'https://jane.github.io/site' })), 'other inputs: built');
  writeFileSync(join(outDir, 'index.html'), 'damaged');
  assert.not.ok(check(), 'a changed file: built');
  writeFileSync(join(outDir, 'index.html'), built[0]!.contents);
  assert.ok(check(), 'put back: up to date');
  write(join(outDir, 'extra.html'), 'left by hand');
  assert.not.ok(check(), 'an added file: built');
  unlinkSync(join(outDir, 'extra.html'));
  unlinkSync(join(outDir, 'assets/site.css'));
  assert.not.ok(check(), 'a removed file: built');
  rmSync(outDir, { recursive: true, force: true });
  assert.not.ok(check(), 'no dist/: built');
  assert.equal(said, [], 'nothing said about a record that is whole');
});

skip('a damaged record of the last build is said in one line, and dist/ is built again', () => {
  write(join(outDir, 'index.html'), 'home');
  for (const damaged of ['', '{"inputs":', '{}', '[]']) {
    writeFileSync(stampFile(outDir), damaged);
    const said: string[] = [];
    assert.is(
      upToDate(outDir, hashOf(), (line) => said.push(line)),
      undefined,
      `${damaged}: built`,
    );
    assert.is(said.length, 1, said.join('\n'));
    assert.match(said[0]!, "the last build's record is damaged");
    assert.match(said[0]!, stampFile(outDir));
    assert.not.match(said[0]!, 'Unexpected end of JSON');
  }
});

skip.run();
