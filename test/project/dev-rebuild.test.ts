import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { projectCopy } from '../helpers/project';

/**
 * The dev server's builder rebuilds a copy with posts after each edit, keeping the pages whose
 * inputs did not change (scripts/generator/pages/page-memo.ts) and writing only the files that
 * changed (createDirSync). Each edit must reach the pages that show it, a file it did not need to
 * touch must not be rewritten, and after the edits its folder must be what a new builder makes of
 * the same files, byte for byte.
 */
const front = (title: string, date: string) =>
  `---\ntitle: ${title}\ndate: ${date}\ndescription: About ${title}.\n---\n\n`;
const code = '```ts\nexport const answer: number = 42;\n```\n';
const posts: Record<string, string> = {
  'first-light.md': `${front('First light', '2026-01-05')}The first post.\n\n${code}`,
  'second-wind.md': `${front('Second wind', '2026-02-05')}The second post.\n`,
  'third-rail.md': `${front('Third rail', '2026-03-05')}The third post, see [the first](/writing/first-light).\n`,
};

/** Run in the copy: a dev builder, each step's edit, and after each the files and a new builder's files. */
const driver = `
import { readdirSync, readFileSync, rmSync, statSync, appendFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { createBuilder } from './scripts/generator/build';
const files = (dir) => Object.fromEntries(
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => {
    const path = join(e.parentPath, e.name);
    return [path.slice(dir.length + 1), { hash: createHash('sha256').update(readFileSync(path)).digest('hex'), mtime: statSync(path).mtimeMs }];
  }),
);
const options = { mode: 'development', quiet: true, devScript: '/__dev/client.js' };
const dev = await createBuilder({ ...options, outDir: 'dev-out' });
const steps = JSON.parse(process.argv[2]);
const report = [];
for (const step of steps) {
  if (step.append) appendFileSync(step.file, step.append);
  if (step.replace) writeFileSync(step.file, readFileSync(step.file, 'utf8').replace(step.replace[0], step.replace[1]));
  if (step.remove) rmSync(step.file);
  await new Promise((done) => setTimeout(done, 20)); // a later mtime for whatever is written now
  await dev.run();
  // After the last edit, the folder is compared with a new build's (the others are checked by content).
  if (step !== steps.at(-1)) { report.push({ dev: files('dev-out') }); continue; }
  const fresh = await createBuilder({ ...options, outDir: 'fresh-out' });
  await fresh.run();
  await fresh.dispose();
  report.push({ dev: files('dev-out'), fresh: files('fresh-out') });
}
await dev.dispose();
console.log(JSON.stringify(report));
`;

type Files = Record<string, { hash: string; mtime: number }>;
const test = suite('dev rebuilds: only what changed, the same as a new build');
let dir = '';
let report: { dev: Files; fresh?: Files }[] = [];

test.before(() => {
  dir = projectCopy();
  mkdirSync(join(dir, 'src/writing'), { recursive: true });
  for (const [name, text] of Object.entries(posts)) writeFileSync(join(dir, 'src/writing', name), text);
  writeFileSync(join(dir, 'dev-driver.ts'), driver);
  const steps = [
    {},
    { file: 'src/writing/second-wind.md', append: '\nA sentence written later.\n' },
    { file: 'src/writing/third-rail.md', replace: ['Third rail', 'Third rail, retitled'] },
    { file: 'src/writing/second-wind.md', remove: true },
  ];
  const run = spawnSync(resolve('node_modules/.bin/tsx'), ['dev-driver.ts', JSON.stringify(steps)], {
    cwd: dir,
    encoding: 'utf8',
  });
  assert.is(run.status, 0, run.stderr);
  report = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as typeof report;
});
test.after(() => rmSync(dir, { recursive: true, force: true }));

const hashes = (files: Files) => Object.fromEntries(Object.entries(files).map(([path, f]) => [path, f.hash]));

test('after a body edit, a retitle and a removal, the dev folder is what a new build makes of the same files', () => {
  assert.is(report.length, 4);
  const { dev, fresh } = report.at(-1)!;
  assert.equal(hashes(dev), hashes(fresh!));
});

test("a post's new sentence is on its page, and the other posts' pages are not written again", () => {
  const [before, after] = [report[0]!.dev, report[1]!.dev];
  assert.is.not(after['writing/second-wind.html']!.hash, before['writing/second-wind.html']!.hash);
  for (const page of ['writing/first-light.html', 'writing/third-rail.html', 'about.html', 'writing.html'])
    assert.equal(after[page], before[page], `${page} was left as it was`);
});

test('a new title reaches the list and the neighbouring post; a removed post leaves no page', () => {
  const [before, retitled, removed] = [report[1]!.dev, report[2]!.dev, report[3]!.dev];
  assert.is.not(retitled['writing.html']!.hash, before['writing.html']!.hash);
  assert.is.not(retitled['writing/second-wind.html']!.hash, before['writing/second-wind.html']!.hash);
  assert.not.ok(removed['writing/second-wind.html'], 'the removed post has no page');
  assert.ok(removed['writing/third-rail.html'] && removed['writing/first-light.html']);
});

test.run();
