import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createDevBuilder } from '../../scripts/dev/dev-builder';
import type { VirtualFiles } from '../../scripts/generator/project-files';
import { withoutWriting } from '../helpers/showcase';
import { forgetKept } from '../helpers/generate';

/**
 * The dev server's builder rebuilds a project with posts after each edit, keeping the pages whose
 * inputs did not change (scripts/generator/pages/page-memo.ts) and writing only the files that
 * changed (createDirSync). Each edit must reach the pages that show it, a file it did not need to
 * touch must not be rewritten, and after the edits its folder must be what a new builder makes of
 * the same files, byte for byte. The posts are the builder's virtual files (in this process).
 */
const front = (title: string, date: string) =>
  `---\ntitle: ${title}\ndate: ${date}\ndescription: About ${title}.\n---\n\n`;
const code = '```ts\nexport const answer: number = 42;\n```\n';

/** The owner's own posts and case studies are left out: the test knows its posts. */
const ownWriting = withoutWriting();
const posts: Record<string, string> = {
  'src/writing/first-light.md': `${front('First light', '2026-01-05')}The first post.\n\n${code}`,
  'src/writing/second-wind.md': `${front('Second wind', '2026-02-05')}The second post.\n`,
  'src/writing/third-rail.md': `${front('Third rail', '2026-03-05')}The third post, see [the first](/writing/first-light).\n`,
};

type Files = Record<string, { hash: string; mtime: number }>;
const files = (dir: string): Files =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
        return [path.slice(dir.length + 1), { hash, mtime: statSync(path).mtimeMs }];
      }),
  );
const hashes = (found: Files) => Object.fromEntries(Object.entries(found).map(([path, f]) => [path, f.hash]));

const test = suite('dev rebuilds: only what changed, the same as a new build');
const out = mkdtempSync(join(tmpdir(), 'dev-rebuild-'));
const pageScript = '/__dev/client.js';
const report: Files[] = [];
let fresh: Files = {};

test.before(async () => {
  const dev = await createDevBuilder({ outDir: join(out, 'dev'), pageScript });
  const second = posts['src/writing/second-wind.md']!;
  const third = posts['src/writing/third-rail.md']!;
  const steps: VirtualFiles[] = [
    posts,
    { ...posts, 'src/writing/second-wind.md': `${second}\nA sentence written later.\n` },
    {
      ...posts,
      'src/writing/second-wind.md': `${second}\nA sentence written later.\n`,
      'src/writing/third-rail.md': third.replace('Third rail', 'Third rail, retitled'),
    },
    {
      ...posts,
      'src/writing/second-wind.md': null,
      'src/writing/third-rail.md': third.replace('Third rail', 'Third rail, retitled'),
    },
  ];
  try {
    for (const step of steps) {
      // A later mtime for whatever is written now.
      await new Promise((done) => setTimeout(done, 20));
      await dev.run({ ...ownWriting, ...step });
      report.push(files(join(out, 'dev')));
    }
  } finally {
    await dev.dispose();
  }
  // A new builder of another folder: it finds nothing the edits' builds kept (kept by output folder).
  const builder = await createDevBuilder({ outDir: join(out, 'fresh'), pageScript });
  try {
    await builder.run({ ...ownWriting, ...steps.at(-1)! });
  } finally {
    await builder.dispose();
  }
  fresh = files(join(out, 'fresh'));
});
test.after(() => {
  for (const dir of ['dev', 'fresh']) forgetKept(join(out, dir));
  rmSync(out, { recursive: true, force: true });
});

test('after a body edit, a retitle and a removal, the dev folder is what a new build makes of the same files', () => {
  assert.is(report.length, 4);
  assert.equal(hashes(report.at(-1)!), hashes(fresh));
});

test("a post's new sentence is on its page, and the other posts' pages are not written again", () => {
  const [before, after] = [report[0]!, report[1]!];
  assert.is.not(after['writing/second-wind.html']!.hash, before['writing/second-wind.html']!.hash);
  for (const page of ['writing/first-light.html', 'writing/third-rail.html', 'about.html', 'writing.html'])
    assert.equal(after[page], before[page], `${page} was left as it was`);
});

test('a new title reaches the list and the neighbouring post; a removed post leaves no page', () => {
  const [before, retitled, removed] = [report[1]!, report[2]!, report[3]!];
  assert.is.not(retitled['writing.html']!.hash, before['writing.html']!.hash);
  assert.is.not(retitled['writing/second-wind.html']!.hash, before['writing/second-wind.html']!.hash);
  assert.not.ok(removed['writing/second-wind.html'], 'the removed post has no page');
  assert.ok(removed['writing/third-rail.html'] && removed['writing/first-light.html']);
});

test.run();
