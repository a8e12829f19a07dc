import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildProblems, evaluationDetail, formatProblems } from '../scripts/generator/errors/build-error';
import { LocatedError } from '../scripts/generator/errors/located-error';
import { distDir } from './helpers/site';

const problems = suite('dev: a failed build in words a person can act on');

/** The first problem esbuild's failed build of `file` (under a new project's src/) is shown as. */
async function firstProblem(file: string, source: string) {
  const root = mkdtempSync(join(tmpdir(), 'site-error-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, file), source);
  const error = await build({
    entryPoints: [file],
    absWorkingDir: root,
    jsx: 'automatic',
    write: false,
    logLevel: 'silent',
  }).catch((thrown: unknown) => thrown);
  const [problem] = buildProblems(error, root);
  rmSync(root, { recursive: true });
  return problem;
}

problems('an esbuild error gives the file, line, column, message and the code around it', async () => {
  const problem = await firstProblem('src/x.tsx', 'const a = 1;\nconst b = <h2>x</h3>;\nexport { a, b };\n');
  assert.is(problem!.file, 'src/x.tsx');
  assert.is(problem!.line, 2);
  assert.is(problem!.column, 17);
  assert.match(problem!.message, 'Unexpected closing "h3" tag');
  assert.equal(
    problem!.frame.map((row) => row.number),
    [1, 2, 3],
  );
  assert.match(formatProblems([problem!]), 'src/x.tsx:2:18: Unexpected closing');
});

problems('a tag left open is named where it opens, lines above where the parser noticed', async () => {
  const lines = [
    'export const C = () => (',
    '  <div>',
    '    <p>',
    '      <span>a</span>',
    '      text',
    '      more',
    '      more',
    '  </div>',
    ');',
    '',
  ];
  const problem = await firstProblem('src/c.tsx', lines.join('\n'));
  assert.is(problem!.line, 8);
  assert.match(problem!.message, 'Unexpected closing "div" tag does not match opening "p" tag');
  assert.match(problem!.message, '(the opening "p" tag is on line 3:6)');
  // The frame reaches up to the open tag, and two lines below the closing one.
  assert.equal(
    problem!.frame.map((row) => row.number),
    [3, 4, 5, 6, 7, 8, 9],
  );
});

problems('a typo that styles meet again while evaluating their module is one problem, where it is', () => {
  const at = (detail?: string, text = 'Unexpected token') => ({
    text,
    detail,
    location: { file: 'src/content.ts', line: 3, column: 16 },
  });
  // esbuild's own error, then Linaria's evaluation of two importers' styles meeting the same typo.
  const error = {
    errors: [at(evaluationDetail), at(undefined, 'Expected identifier but found ","'), at(evaluationDetail)],
  };
  assert.equal(
    buildProblems(error).map(({ file, line, message }) => `${file}:${line} ${message}`),
    ['src/content.ts:3 Expected identifier but found ","'],
  );
  // Met only while evaluating (esbuild compiled the module): still said once.
  assert.is(buildProblems({ errors: [at(evaluationDetail), at(evaluationDetail)] }).length, 1);
});

problems('a content error keeps the file, field and reason, as values', () => {
  const error = new LocatedError([
    { file: 'src/content.ts', message: 'portfolioItems[1].id: duplicate id 1' },
  ]);
  const [problem] = buildProblems(error);
  assert.is(problem!.file, 'src/content.ts');
  assert.is(problem!.message, 'portfolioItems[1].id: duplicate id 1');
  assert.is(formatProblems([problem!]), 'src/content.ts: portfolioItems[1].id: duplicate id 1');
});

problems('any other error is shown as it is', () => {
  const [problem] = buildProblems(new Error('/about: render failed: boom'));
  assert.is(problem!.file, '');
  assert.is(problem!.message, '/about: render failed: boom');
});

problems('production pages never carry the dev server’s script', () => {
  const html = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  assert.ok(html.length > 0);
  for (const file of html) assert.not.match(readFileSync(join(distDir, file), 'utf8'), '__dev', file);
});

problems.run();
