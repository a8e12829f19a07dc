import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { notFoundPath, portfolioNotFoundPath } from '../../src/routes';
import { distDir } from './site';

/** The folders of the owner's posts and case studies, which a copy leaves out. */
const writingFolders = ['src/writing', 'src/portfolio'];

/**
 * Whether the copy's dist/, the tests' build, shows posts or case studies the copy left out: then
 * it is not the build of the copy as it is, and a test that needs that builds it.
 */
export const siteHasWriting = writingFolders.some(
  (folder) => existsSync(folder) && readdirSync(folder).some((entry) => entry !== '.gitkeep'),
);

/**
 * A copy of the project in a temporary folder, with a dist/ from an earlier build, without posts or
 * case studies unless `writing` (a copy whose build must be the project's own, up to date).
 */
export function projectCopy({ writing = false } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-build-'));
  for (const entry of [
    'build.ts',
    'package.json',
    // An input of the build like any other: without it a copy's build is never the project's.
    'package-lock.json',
    'tsconfig.json',
    'serve.json',
    '.htmlvalidate.mjs',
    'README.md',
    'docs',
    'src',
    'scripts',
    'static',
    // The deploy workflow, whose build command a unit test reads.
    '.github',
    // npm test's runner, without the tests themselves.
    'test/runner',
  ]) {
    cpSync(entry, join(dir, entry), { recursive: true });
  }
  // The owner's posts and case studies stay out: a test that needs some writes its own, and one
  // that replaces the portfolio's items would find a case study of an item it removed.
  const leftOut = writing ? [] : writingFolders;
  for (const folder of leftOut.filter((folder) => existsSync(join(dir, folder))))
    for (const entry of readdirSync(join(dir, folder)))
      if (entry !== '.gitkeep') rmSync(join(dir, folder, entry), { recursive: true, force: true });
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  cpSync(distDir, join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'previous-build.txt'), 'kept');
  return dir;
}

export function edit(dir: string, file: string, from: string | RegExp, to: string): void {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = before.replace(from, to);
  if (after === before) throw new Error(`Nothing to replace in ${file}`);
  writeFileSync(path, after);
}

/**
 * `npm run build` in a copy: its exit status and what it printed. Without its type check, unless
 * asked (`['--typecheck']`): each copy would check the same sources cold, a few seconds of CPU each.
 */
export function runBuild(dir: string, env: Record<string, string> = {}, args: string[] = []) {
  const typecheck = args.includes('--typecheck');
  const rest = args.filter((arg) => arg !== '--typecheck');
  return spawnSync(
    process.execPath,
    ['scripts/build.mjs', ...rest, ...(typecheck ? [] : ['--no-typecheck'])],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ...env },
    },
  );
}

/** The pages a build of a copy wrote, by path: its sitemap's, and the not-found pages. */
export function builtPages(dist: string): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  return [...listed, portfolioNotFoundPath, notFoundPath];
}

/** Whether `npm run build` built (rather than finding dist/ up to date); a failed build fails the test. */
export function builtAnew(result: ReturnType<typeof runBuild>): boolean {
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status}):\n${result.stderr}`);
  return /built in \d+ ms/.test(result.stdout);
}
