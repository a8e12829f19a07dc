import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { LocatedError, type LocatedProblem } from '../errors/located-error';
import { folderKey, keptDir } from '../state/cache-dir';
import { hashTree } from '../publishing/up-to-date';

const require = createRequire(import.meta.url);

/**
 * The type check `npm run build` (and so the deploy workflow) runs first, over what the site is built from
 * (build.ts, src/, scripts/; `npm run typecheck` adds the tests): a mistake a type shows stops the build at
 * its file and line, before it surfaces as an error while rendering. Incremental: the compiler's record of
 * the last check, kept with the caches, makes a check of unchanged sources take well under a second.
 */
export async function typecheck(project = '.'): Promise<'checked' | 'unchanged'> {
  const root = resolve(project);
  // The settings are the project's tsconfig.json, over fewer files, written where the record is
  // kept: by absolute paths, and named after the project's folder (copies may share node_modules).
  const dir = join(root, keptDir('typecheck'));
  const files = recordFiles(folderKey(root));
  const config = join(dir, files.config);
  // The sources of the last check that passed: a build after a post's edit checks nothing again.
  const passed = join(dir, files.passed);
  const sources = sourcesHash(root);
  if (existsSync(passed) && readFileSync(passed, 'utf8') === sources) return 'unchanged';
  mkdirSync(dir, { recursive: true });
  removeGoneProjects(dir);
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      include: ['build.ts', 'src', 'scripts'].map((path) => join(root, path)),
      compilerOptions: { incremental: true, tsBuildInfoFile: join(dir, files.buildInfo) },
    }),
  );
  const packageJson = require.resolve('typescript/package.json', { paths: [root] });
  const bin = (JSON.parse(readFileSync(packageJson, 'utf8')) as { bin: { tsc: string } }).bin.tsc;
  // A process of its own, on the other core while the build runs (../cli.ts).
  const failure = await new Promise<{ output: string; stdout: string } | undefined>((done) =>
    execFile(
      process.execPath,
      [join(dirname(packageJson), bin), '-p', config, '--pretty', 'false'],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 },
      (error, stdout, stderr) => done(error ? { output: `${stdout}${stderr}`, stdout } : undefined),
    ),
  );
  if (!failure) {
    writeFileSync(passed, sources);
    return 'checked';
  }
  const problems = problemsOf(failure.output);
  throw new LocatedError(
    problems.length > 0 ? problems : [{ file: 'tsconfig.json', message: failure.stdout }],
  );
}

/** A project's record: its settings, the compiler's record, the sources that passed. */
const recordFiles = (name: string) => ({
  config: `tsconfig-${name}.json`,
  buildInfo: `${name}.tsbuildinfo`,
  passed: `${name}.passed`,
});

/**
 * The records of projects no longer there: scratch copies sharing its node_modules each left one of about
 * 200 KB (a run of the tests that build a copy, a benchmark's corpus). A record's settings name its project.
 */
function removeGoneProjects(dir: string) {
  for (const file of readdirSync(dir)) {
    const name = /^tsconfig-([0-9a-f]{16})\.json$/.exec(file)?.[1];
    if (!name) continue;
    try {
      const settings = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { extends?: string };
      if (!settings.extends || existsSync(settings.extends)) continue;
    } catch {
      continue; // half-written by a check running now: not ours to remove
    }
    for (const kept of Object.values(recordFiles(name))) rmSync(join(dir, kept), { force: true });
  }
}

/**
 * What a check reads, by content: the code and JSON under src/ and scripts/, build.ts, the settings
 * and the lockfile (the installed types); not the posts' Markdown, the photos or the static files.
 * An unchanged check of the template took 0.47 s, as long as a Markdown-only rebuild may take.
 */
const sourcesHash = (root: string) =>
  hashTree(
    ['build.ts', 'tsconfig.json', 'package-lock.json', 'src', 'scripts'].map((path) => join(root, path)),
    createHash('sha256'),
    (file) => /\.(c|m)?[jt]sx?$|\.json$/.test(file),
  ).digest('hex');

/** The compiler's `file(line,col): error TS…: message` lines (and their continuation lines) as problems. */
export function problemsOf(output: string): LocatedProblem[] {
  const problems: LocatedProblem[] = [];
  for (const text of output.split('\n')) {
    const at = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/.exec(text);
    if (at) {
      const [, file, line, column, code, message] = at;
      problems.push({
        file: file!,
        line: Number(line),
        column: Number(column) - 1,
        message: `${message} (${code})`,
      });
    } else if (/^error (TS\d+): /.test(text)) {
      problems.push({ file: 'tsconfig.json', message: text.replace(/^error /, '') });
    } else if (text.trim() && problems.length > 0) {
      problems.at(-1)!.message += `\n${text}`;
    }
  }
  return problems;
}
