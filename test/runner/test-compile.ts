/**
 * The test files as plain JavaScript, for `npm test` to run with `node` alone.
 *
 * Why: a loader such as tsx hooks every module a process loads, node_modules included, and in
 * Node 20 those hooks run off the main thread at about a millisecond per module (happy-dom alone
 * is 600 modules). That was 40% of the CPU of the unit suite. esbuild, which tsx uses too,
 * compiles the test files with the project's own sources they import, in one build, into a module
 * each and chunks they share; packages stay imports, loaded by Node as they are.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, formatMessages, type Plugin } from 'esbuild';
import { sitePosts } from './site-writing';
import { ownImportMetaUrl } from '../../scripts/kept-bundle.mjs';

/** Where the compiled files go (ignored by git; inside the project, so packages resolve). */
export const compiledDir = join('test-results', 'compiled');

export type Compiled = { ok: true; path: string } | { ok: false; error: string };

/**
 * happy-dom and its global registrator as one module: Node loads happy-dom's 600 modules in about
 * 0.5 s of CPU, and this one file in 0.15 s. Made once per happy-dom version; both names lead to
 * it, so the registrator's window and the tests' classes stay the same ones.
 */
const domPackages = /^(happy-dom|@happy-dom\/global-registrator)$/;
async function bundleDomPackages(): Promise<string> {
  const { version, dependencies = {} } = JSON.parse(
    await readFile('node_modules/happy-dom/package.json', 'utf8'),
  );
  const path = join(compiledDir, 'packages', `happy-dom-${version}.mjs`);
  if (existsSync(path)) return path;
  await build({
    stdin: {
      contents:
        "export * from 'happy-dom'; export { GlobalRegistrator } from '@happy-dom/global-registrator';",
      resolveDir: '.',
    },
    outfile: `${path}.${process.pid}`,
    bundle: true,
    external: Object.keys(dependencies), // its own dependencies load as they are
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  });
  await rename(`${path}.${process.pid}`, path); // whole or not at all, if two runs race
  return path;
}

/**
 * uvu, as the compiled tests import it, with one change: uvu 0.5 runs a suite's `before` hooks in a
 * `try` whose `finally` returns, so an error thrown by one is dropped, and every test of the suite
 * counts as failed with no word of why. The copy adds a `catch` that reports it as the suite's
 * error, as a test's would be. Made once per uvu source, beside the compiled tests (where its own
 * imports resolve); uvu as it is when its code is not the one this was written for.
 */
async function uvuReportingHooks(): Promise<string> {
  const source = await readFile('node_modules/uvu/dist/index.mjs', 'utf8');
  const swallowing = "\t} finally {\n\t\tstate.__test__ = '';";
  const reporting = `\t} catch (err) {\n\t\tif (errors.length) errors += '\\n';\n\t\terrors += format(state.__test__ || 'before', err, name);\n${swallowing}`;
  const patched = source.replace(swallowing, reporting);
  const hash = createHash('sha256').update(patched).digest('hex').slice(0, 12);
  const path = join(compiledDir, 'packages', `uvu-${hash}.mjs`);
  if (existsSync(path)) return path;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(`${path}.${process.pid}`, patched);
  await rename(`${path}.${process.pid}`, path); // whole or not at all, if two runs race
  return path;
}

/**
 * This run's compiled files: a folder of its own, removed when the process ends, so runs at the
 * same time (a test that runs the tests of a scratch copy, say) never read each other's files half
 * written. A folder left by a run that was killed is removed by the next.
 */
function runDir(): string {
  const runs = join(compiledDir, 'runs');
  mkdirSync(runs, { recursive: true });
  for (const name of readdirSync(runs)) {
    const pid = Number(name);
    if (pid !== process.pid && !processAlive(pid)) rmSync(join(runs, name), { recursive: true, force: true });
  }
  const dir = join(runs, String(process.pid));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The test files as one esbuild build, split into chunks: a module two files import is parsed
 * once, not once per file (about a seventh of the CPU of a build per file), and what a test loads
 * only by `import()` (the whole build, behind ../../scripts/generator/cli.ts) stays out of a file
 * that never calls it, packages and all, as it did before compiling. When the build fails, each
 * file is built on its own, so one that does not compile fails alone, with its message.
 */
export async function compileTests(files: string[]): Promise<Map<string, Compiled>> {
  const posts = sitePosts();
  const [dom, uvu] = await Promise.all([bundleDomPackages(), uvuReportingHooks()]);
  const packages: Plugin = {
    name: 'happy-dom in one module, uvu reporting hooks',
    setup(build) {
      build.onResolve({ filter: domPackages }, () => ({
        path: pathToFileURL(resolve(dom)).href,
        external: true,
      }));
      build.onResolve({ filter: /^uvu$/ }, () => ({
        path: pathToFileURL(resolve(uvu)).href,
        external: true,
      }));
    },
  };
  const plugins = [posts, packages];
  const outdir = runDir();
  const together = await compile(files, plugins, outdir);
  if (together === true)
    return new Map(files.map((file) => [file, { ok: true, path: outputPath(outdir, file) }]));
  const entries = await Promise.all(
    files.map(async (file) => {
      const alone = await compile([file], plugins, outdir);
      const compiled: Compiled =
        alone === true
          ? { ok: true, path: outputPath(outdir, file) }
          : { ok: false, error: `${file} does not compile:\n${alone}` };
      return [file, compiled] as const;
    }),
  );
  return new Map(entries);
}

/** Where `file` is compiled to: its path under `outdir`, as .mjs. */
const outputPath = (outdir: string, file: string) => join(outdir, file.replace(/\.tsx?$/, '.mjs'));

/** Compiles `files` into `outdir`: true, or esbuild's errors as text. */
async function compile(files: string[], plugins: Plugin[], outdir: string): Promise<true | string> {
  try {
    await build({
      entryPoints: files,
      outdir,
      outbase: '.',
      outExtension: { '.js': '.mjs' },
      chunkNames: 'chunks/[name]-[hash]',
      splitting: true,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      // Stack traces name the test's own lines (node --enable-source-maps).
      sourcemap: 'inline',
      sourcesContent: false,
      // Each module's own source file, whatever folder the test runs in.
      plugins: [...plugins, ownImportMetaUrl((path) => JSON.stringify(pathToFileURL(path).href))],
      logLevel: 'silent',
    });
    return true;
  } catch (error) {
    const errors = (error as { errors?: Parameters<typeof formatMessages>[0] }).errors ?? [];
    return errors.length
      ? (await formatMessages(errors, { kind: 'error', color: false })).join('\n')
      : String(error);
  }
}
