import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createBuilder } from '../../build';
import type { VirtualFiles } from '../../scripts/generator/project-files';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { forgetKept } from '../helpers/generate';
import { withoutWriting } from '../helpers/showcase';
import { PostError } from '../../scripts/generator/writing/post-error';

/**
 * Each `npm run build` is a new process that takes the posts read and the pages the last one kept on
 * disk (scripts/generator/writing/read-writing.ts, scripts/generator/pages/page-memo.ts) and reads
 * and renders again only those whose inputs changed. A build
 * after an edit must make, byte for byte, what a build with no kept pages makes of the same files:
 * the edited post's page and feeds; its new reading time on the lists (the edit changes no module,
 * and not the post's card, which the pages name: only the fields the pages read); and, since the edit brings a letter no page had, every page's font (its subset's address
 * changes with the letters it holds).
 */
const front = (title: string, date: string) =>
  `---\ntitle: ${title}\ndate: ${date}\ndescription: About ${title}.\n---\n\n`;
const posts: VirtualFiles = {
  ...withoutWriting(),
  'src/writing/first-light.md': `${front('First light', '2026-01-05')}The first post.\n`,
  'src/writing/second-wind.md': `${front('Second wind', '2026-02-05')}The second post.\n`,
};
const edited: VirtualFiles = {
  ...posts,
  'src/writing/second-wind.md': `${front('Second wind', '2026-02-05')}The second post, with a þorn. ${'More words. '.repeat(200)}\n`,
};

/** A build as a new `npm run build` process makes it: a new builder, its files by path. */
async function newBuild(files: VirtualFiles, outDir: string) {
  const builder = await createBuilder({ outDir, quiet: true, keepTransforms: true });
  try {
    const { files: made } = await builder.run(files, { newProject: true });
    return new Map(made.map((file) => [file.path, Buffer.from(file.contents).toString('base64')]));
  } finally {
    await builder.dispose();
  }
}

const test = suite('pages kept between builds: a new build renders what changed, as if none were kept');
let afterEdit = new Map<string, string>();
let fresh = new Map<string, string>();
let before = new Map<string, string>();

// dist/ and a folder of its own for the build with nothing kept: what is kept is kept by output folder.
const dirs = mkdtempSync(join(tmpdir(), 'kept-pages-'));
const [dist, other] = [join(dirs, 'dist'), join(dirs, 'other')];

test.before(async () => {
  before = await newBuild(posts, dist);
  afterEdit = await newBuild(edited, dist);
  fresh = await newBuild(edited, other);
});
test.after(() => {
  for (const dir of [dist, other]) forgetKept(dir);
  rmSync(dirs, { recursive: true, force: true });
});

test("after a post's edit, every file is what a build without kept pages makes", () => {
  assert.equal([...afterEdit.keys()].sort(), [...fresh.keys()].sort());
  for (const [path, contents] of fresh) assert.ok(afterEdit.get(path) === contents, `${path} is stale`);
});

test('after the edit, dist/ holds those files: none linked from the last build is stale', () => {
  // A page the last build finished the same is linked from its dist/, by the hash kept with it.
  const written = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)));
  assert.equal(written.sort(), [...fresh.keys()].sort());
  for (const [path, contents] of fresh)
    assert.ok(readFileSync(join(dist, path)).toString('base64') === contents, `dist/${path} is stale`);
});

test('the edit reached its page and changed the font of a page that does not show it', () => {
  const text = (files: Map<string, string>, path: string) =>
    Buffer.from(files.get(path)!, 'base64').toString();
  assert.ok(text(afterEdit, 'writing/second-wind.html').includes('þorn'));
  assert.ok(text(afterEdit, 'writing.html').includes('2\u00a0min read'), 'the list');
  const fonts = (files: Map<string, string>) => text(files, 'about.html').match(/inter-latin-[\w-]+\.woff2/g);
  assert.ok(fonts(before), 'the about page names its font');
  assert.not.equal(fonts(afterEdit), fonts(before));
});

test('a post that fails to compile fails each run of a builder the same way', async () => {
  const builder = await createBuilder({ outDir: null, quiet: true, keepTransforms: true });
  const broken = { ...posts, 'src/writing/third-try.mdx': `${front('Third try', '2026-03-05')}<div\n` };
  try {
    for (const run of ['first', 'second']) {
      const error = await builder.make(broken, { newProject: run === 'first' }).catch((thrown) => thrown);
      assert.instance(error, PostError, `the ${run} run: ${error}`);
      assert.is((error as PostError).file, 'src/writing/third-try.mdx');
    }
  } finally {
    await builder.dispose();
  }
});

test.run();
