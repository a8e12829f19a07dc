import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applyDemandingOwner, demandingOwner, demandingOwnerDepartures } from '../helpers/demanding-owner';
import { heifEncAvailable } from '../helpers/photo-fixtures';
import { projectCopy } from '../helpers/project';
import { runTestFile } from '../helpers/test-file';
import { compileTests } from '../runner/test-compile';

/**
 * An owner who follows the README to the letter (test/helpers/demanding-owner.ts) runs the unit
 * suite and the type check on their own project. Everything passes but the spec rules their edit
 * departs from, and each of those says so in one line, with the field and where the rule is.
 */

/** Runs `command args` in `dir`; resolves with its exit code and output. */
function run(dir: string, command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(resolve('node_modules/.bin', command), args, {
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

const sentence = 'expected if you changed it on purpose; the rule is in test/spec-rules.test.ts';

/**
 * The unit files that read neither the content nor the built site, only fixtures of their own
 * (photos, caches, locks, the runner's own files) or the theme, which this owner leaves as it is
 * (the icons and the link-preview card): on the owner's copy they would test the same as on this
 * one, so the copy skips them. (The tiers beyond the unit files, test/generator/, test/browser/ and
 * test/project/, are not run on the copy: a minute more of CPU.)
 */
const contentFree = [
  'remote-images',
  'clean',
  'card-fonts',
  'checked-cache',
  'all-done',
  'build-lock',
  'build-progress',
  'build-state',
  'hung-browser-test',
  'runner-hooks',
  'transform-store',
  'write-dist',
  'reading-time',
  'site-env',
  'read-static',
  'generator-folder',
  'rebuild-queue',
  'spec-rule.test',
  'typecheck',
  'case-studies',
  'writing.test',
  'tags',
  'budget-warnings',
  'up-to-date',
  'picture-focus',
  'plain-values',
  'shared-purge',
  'text-direction',
  'root-links',
  'icons',
  'social-card',
];

/** The spec rules a run reports departed from, each with the field it names. */
const departuresIn = (output: string) =>
  [...output.matchAll(/FAIL {2}.*"(.+)"\n\s+src\/content\.ts (\S+) departs from spec/g)].map((m) => ({
    rule: m[1]!,
    field: m[2]!,
  }));

const ownerEdit = suite('owner edit: the tests and the type check follow any owner’s content');
let dir = '';
/** The rules the project's own content departs from before the edit: none for the template's. */
let before = new Set<string>();
ownerEdit.before(async () => {
  dir = projectCopy();
  cpSync('test', join(dir, 'test'), { recursive: true });
  // The spec rules over the project's own content as it is before the edit (the copy's is the same),
  // compiled as npm test compiles a test file: run by tsx, they cannot load src/posts.ts's site:writing,
  // and said no departure for any owner. Without its browser rule, which would wait for a page.
  const spec = 'test/spec-rules.test.ts';
  const compiled = (await compileTests([spec])).get(spec)!;
  if (!compiled.ok) throw new Error(compiled.error);
  const { output } = await runTestFile(compiled.path, { env: { TEST_BROWSER: 'skip' } });
  before = new Set(departuresIn(output).map((d) => d.rule));
  await applyDemandingOwner(dir, { heic: heifEncAvailable() });
});
ownerEdit.after(() => rmSync(dir, { recursive: true, force: true }));

ownerEdit('npm run typecheck passes on their content', async () => {
  const { code, output } = await run(dir, 'tsc', ['--noEmit']);
  assert.is(code, 0, output.slice(0, 4000));
});

ownerEdit(
  'the unit suite passes but for the spec rules they departed from, each said in one line',
  async () => {
    const started = performance.now();
    const { code, output } = await run(dir, 'tsx', [
      'test/runner/run-tests.ts',
      '--unit',
      `--except=${contentFree.join(',')}`,
    ]);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n  owner edit: the unit suite on ${demandingOwner.name}'s copy in ${seconds} s`);
    const tail = output.slice(-6000);
    const summary = output.match(/^(\d+) passed, (\d+) failed, (\d+) skipped$/m);
    assert.ok(summary, `no summary line:\n${tail}`);
    assert.ok(Number(summary![1]) > 100, `${summary![1]} tests passed`);

    const departures = output.split('\n').filter((line) => line.includes('departs from spec'));
    const said = `the departures:\n${departures.join('\n')}`;
    const found = departuresIn(output);
    assert.is(found.length, departures.length, said);
    const wanted: readonly string[] = demandingOwnerDepartures;
    if (before.size === 0) {
      assert.equal(found.map((d) => d.field).sort(), [...wanted].sort(), said);
    } else {
      // The project's own content departed from some rules already (its owner's texts): those still
      // depart, each naming its first field; every other departure is one of this edit's.
      for (const { rule, field } of found)
        assert.ok(before.has(rule) || wanted.includes(field), `${rule}: ${said}`);
      for (const rule of before)
        assert.ok(
          found.some((d) => d.rule === rule),
          `${rule}: ${said}`,
        );
    }
    for (const line of departures) assert.ok(line.trim().endsWith(sentence), line);
    // Nothing else failed: every failure is one of those rules.
    assert.is(Number(summary![2]), departures.length, tail);
    assert.is(code, 1, 'a departure still fails the run');
  },
);

ownerEdit.run();
