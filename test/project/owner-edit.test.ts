import { spawn } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { about, owner, portfolioItems } from '../../src/content';
import { contentLiteral, replaceContentText } from '../helpers/content-source';
import { projectCopy } from '../helpers/project';

/**
 * The test files run on the edited copy: those of `npm run test:unit` (the
 * ones directly in test/) that can see an owner's edit, because they read the
 * sources under src/ or the built site. The spec's rules among them: the edits
 * below (name, profile, a paragraph, a skill label, an item title) depart from
 * none of them.
 */
const seesContent = (file: string) => {
  const source = readFileSync(`test/${file}`, 'utf8');
  // The photo pipeline's and the error formatting's tests make their own inputs: a text edit reaches none.
  const ownInputs =
    /from '\.\.\/scripts\/build\/(photos|encode-photos|remote-images|build-error|build-state)'/;
  return /from '\.\.\/src\/|from '\.\/helpers\/(site|site-dom|dom)'/.test(source) && !ownInputs.test(source);
};
const files = readdirSync('test')
  .filter((file) => file.endsWith('.test.ts'))
  .filter(seesContent)
  .map((file) => `test/${file}`);

/** Runs `npm test -- files...` in `dir`; resolves with its exit code and output. */
function runTests(dir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(resolve('node_modules/.bin/tsx'), ['test/runner/run-tests.ts', ...args], {
      cwd: dir,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => done({ code, output }));
  });
}

/** The first of `texts` written as one literal in the copy's content (an owner may build some). */
function editable(dir: string, texts: readonly string[], what: string): string {
  const text = texts.find((t) => contentLiteral(dir, t));
  if (!text) throw new Error(`No ${what} is written as one literal in src/content.ts`);
  return text;
}

const ownerEdit = suite('owner edit: the tests follow src/content.ts');
let dir = '';
ownerEdit.before(() => {
  dir = projectCopy();
  cpSync('test', join(dir, 'test'), { recursive: true });
});
ownerEdit.after(() => rmSync(dir, { recursive: true, force: true }));

ownerEdit(
  'with a new name, profile address, paragraph, skill and item title, the tests still pass',
  async () => {
    const edits: [string, string][] = [
      [owner.name, 'Marisol Quintero-Vance'],
      [owner.linkedInUrl, 'https://www.linkedin.com/in/marisol-quintero-vance-4821/'],
      [
        editable(dir, about.background.paragraphs, 'background paragraph'),
        'Rewritten by its owner: AI-driven products for human connection, from a research prototype to a service people trust every day.',
      ],
      [
        editable(
          dir,
          about.skills.groups.flatMap((group) => group.items),
          'skill label',
        ),
        'Tidal Forecasting',
      ],
      [
        editable(
          dir,
          portfolioItems.map((item) => item.title),
          'portfolio title',
        ),
        'Harbour Volunteer Matcher',
      ],
    ];
    for (const [text, next] of edits) replaceContentText(dir, text, next);

    const started = performance.now();
    const { code, output } = await runTests(dir, files);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n  owner edit: ${files.length} test files on the edited copy in ${seconds} s`);
    const summary = output.match(/^(\d+) passed, (\d+) failed.*$/m);
    const tail = output.slice(-4000);
    assert.ok(summary, `no summary line:\n${tail}`);
    assert.is(summary![2], '0', `failures on the edited copy:\n${tail}`);
    assert.ok(Number(summary![1]) > 0, 'tests ran');
    assert.is(code, 0, tail);
  },
);

ownerEdit.run();
