import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isSource } from '../scripts/dev/watched-files';
import { LocatedError } from '../scripts/generator/errors/located-error';
import {
  checkCaseStudyItems,
  readCaseStudies,
  type ReadCaseStudy,
} from '../scripts/generator/writing/case-studies';
import { writePicture } from './helpers/photo-fixtures';

/** A folder of case studies with these files, read as the build reads it (drafts on the dev server). */
async function readFolder(files: Record<string, string>, drafts = false, posts = ['why-evals']) {
  const dir = mkdtempSync(join(tmpdir(), 'case-studies-'));
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    // Only its presence is read: a small picture does.
    await writePicture(join(dir, 'diagram.jpg'), 40, 24);
    const studies = await readCaseStudies(
      posts.map((slug) => ({ slug })),
      drafts,
      dir,
    );
    return { studies, problem: null, dir };
  } catch (error) {
    if (!(error instanceof LocatedError)) throw error;
    const [problem] = error.problems;
    return {
      studies: [],
      problem: { file: problem!.file.replace(`${dir}/`, ''), line: problem!.line, message: problem!.message },
      dir,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const read = suite('case studies: the files of src/portfolio/');

read(
  'a case study needs no frontmatter: its id is its file name, its code highlighted with classes',
  async () => {
    const { studies, problem, dir } = await readFolder({
      '2.md': '## The problem\n\n```ts\nconst answer: number = 42;\n```\n',
      '10.mdx': 'Text.\n',
      'notes.txt': 'not a case study',
    });
    assert.is(problem, null);
    assert.equal(
      studies.map((s) => [s.id, s.file.replace(`${dir}/`, ''), s.draft]),
      [
        [10, '10.mdx', false],
        [2, '2.md', false],
      ],
    );
    const two = studies.find((s) => s.id === 2)!;
    assert.not.match(two.compiled.code, /style/);
    assert.match(two.compiled.css, /\.code-[a-z0-9]+\s*\{\s*color:\s*#/);
  },
);

read('an image is read from beside the case study', async () => {
  const { studies, dir } = await readFolder({ '1.md': '![The vaults](./diagram.jpg)\n' });
  assert.equal(studies[0]!.compiled.images, [{ src: `${dir}/diagram.jpg`, line: 1 }]);
});

read('a draft shows on the dev server only', async () => {
  const files = { '1.md': '---\ndraft: true\n---\n\nText.\n', '2.md': 'Text.\n' };
  assert.equal(
    (await readFolder(files)).studies.map((s) => s.id),
    [2],
  );
  assert.equal(
    (await readFolder(files, true)).studies.map((s) => [s.id, s.draft]),
    [
      [1, true],
      [2, false],
    ],
  );
});

read('the dev server watches the folder', () => {
  assert.ok(isSource('src/portfolio/1.md'));
  assert.ok(isSource('src/portfolio/diagram.png'));
});

read.run();

const errors = suite('case studies: each mistake stops the build, naming file, line and field');

errors('a file name that is not an id', async () => {
  for (const name of ['crowdfunding.md', '01.md', '0.md', '1.5.md']) {
    const { problem } = await readFolder({ [name]: 'Text.\n' });
    assert.equal([problem?.file, problem?.line], [name, 1], name);
    assert.match(problem!.message, /^file name: ".+" is not a portfolio item's id/, name);
  }
});

errors('two files for one id', async () => {
  const { problem } = await readFolder({ '1.md': 'Text.\n', '1.mdx': 'Text.\n' });
  assert.is(problem?.file, '1.mdx');
  assert.match(problem!.message, /^file name: is a second case study of item 1, after .*1\.md/);
});

errors('an id that no portfolio item has', async () => {
  const { studies } = await readFolder({ '7.md': 'Text.\n', '1.md': 'Text.\n' });
  checkCaseStudyItems(
    studies.filter((s) => s.id === 1),
    [{ id: 1 }],
  );
  try {
    checkCaseStudyItems(studies, [{ id: 1 }, { id: 2 }]);
    assert.unreachable('item 7 does not exist');
  } catch (error) {
    assert.instance(error, LocatedError);
    const [problem] = (error as LocatedError).problems;
    assert.equal([problem!.file.endsWith('/7.md'), problem!.line], [true, 1]);
    assert.match(problem!.message, /^file name: there is no portfolio item with id 7 .*\(the ids are 1, 2\)/);
  }
});

errors('a frontmatter key other than draft', async () => {
  const { problem } = await readFolder({ '1.md': '---\ndraft: false\ntitle: Vaults\n---\n\nText.\n' });
  assert.equal([problem?.file, problem?.line], ['1.md', 3]);
  assert.match(problem!.message, /^title: is not a frontmatter key of a case study/);
});

errors('a draft that is not true or false', async () => {
  const { problem } = await readFolder({ '1.md': '---\ndraft: soon\n---\n\nText.\n' });
  assert.equal([problem?.line, problem?.message], [2, 'draft: must be true or false.']);
});

errors('frontmatter that is not YAML', async () => {
  const { problem } = await readFolder({ '1.md': '---\ndraft: [true\n---\n\nText.\n' });
  assert.match(problem!.message, /^frontmatter: is not valid YAML/);
});

errors('an image without alt text, at its line of the file (after the frontmatter)', async () => {
  const { problem } = await readFolder({ '1.md': '---\ndraft: false\n---\n\nText.\n\n![](./diagram.jpg)\n' });
  assert.equal([problem?.file, problem?.line], ['1.md', 7]);
  assert.match(problem!.message, /^image: .*has no alt text/);
});

errors('an image that does not exist', async () => {
  const { problem } = await readFolder({ '1.md': 'Text.\n\n![A chart](./missing.png)\n' });
  assert.equal([problem?.line], [3]);
  assert.match(problem!.message, /^image: .*missing\.png does not exist/);
});

errors('an MDX syntax error', async () => {
  const { problem } = await readFolder({ '1.mdx': 'Line one.\n\n<p>unclosed\n\nMore text.\n' });
  assert.equal([problem?.file, problem?.line], ['1.mdx', 3]);
  assert.match(problem!.message, /^MDX: /);
});

errors('a link to a post that does not exist; one that does is kept', async () => {
  const { problem } = await readFolder({ '1.md': 'See [the post](/writing/no-such-post).\n' });
  assert.equal([problem?.line, problem?.message], [1, 'link: /writing/no-such-post: there is no such post.']);
  const { studies } = await readFolder({ '1.md': 'See [the post](/writing/why-evals).\n' });
  assert.equal(
    studies.map((s: ReadCaseStudy) => s.compiled.links),
    [[{ slug: 'why-evals', line: 1 }]],
  );
});

errors.run();
