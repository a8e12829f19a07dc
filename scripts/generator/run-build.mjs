/**
 * `npm run build`: ./cli.ts in a Node process whose C library keeps two malloc arenas
 * (MALLOC_ARENA_MAX=2, unless set already). With glibc's default of eight per core, the memory the
 * photo and card encoders' threads free stays with the process: a cold build of a thousand posts
 * peaked at 1.5 GB, and at 1.1 GB with two arenas, in the same time. The variable is read when a
 * process starts, hence this launcher. Other C libraries ignore it.
 *
 * The process runs the generator as one esbuild bundle of the project's modules (packages stay
 * imports), made here in about 0.1 s and kept under its contents' hash: through tsx's loader, which
 * hooks every module Node loads, a forced build of the template took 1.97 s, and 1.78 s so (median
 * of seven, paired; 0.84 of the CPU).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { constants } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ownImportMetaUrl } from './bundling/own-import-meta-url.mjs';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
/** Beside the build's other caches (./state/cache-dir.ts): `npm run clean` removes it. */
const bundles = 'node_modules/.cache/site/generator';

/** The path of cli.ts's bundle for the sources as they are now. */
async function bundledCli() {
  const { outputFiles } = await build({
    entryPoints: [cli],
    outdir: bundles,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // What cli.ts imports only when it builds (the whole generator) stays out of an up-to-date check.
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    jsx: 'automatic',
    // An error the build did not expect names the sources' lines (node --enable-source-maps).
    sourcemap: true,
    sourcesContent: false,
    write: false,
    plugins: [ownImportMetaUrl(cli)],
    logLevel: 'silent',
  });
  const hash = createHash('sha256');
  for (const file of outputFiles) hash.update(relative(bundles, file.path)).update(file.contents);
  const dir = join(bundles, hash.digest('hex').slice(0, 16));
  if (!existsSync(dir)) {
    // Written whole, then renamed: two builds at once never read each other's half-written files.
    const scratch = `${dir}.${process.pid}`;
    for (const file of outputFiles) {
      const path = join(scratch, relative(bundles, file.path));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, file.contents);
    }
    await rename(scratch, dir).catch(() => rm(scratch, { recursive: true, force: true }));
    removeOlder(dir);
  }
  return join(dir, 'cli.mjs');
}

/** The bundles of earlier sources, once no build can still be loading from them (an hour on). */
function removeOlder(current) {
  for (const name of readdirSync(bundles)) {
    const path = join(bundles, name);
    if (path !== current && Date.now() - statSync(path).mtimeMs > 3_600_000)
      void rm(path, { recursive: true, force: true });
  }
}

const child = spawn(
  process.execPath,
  ['--enable-source-maps', await bundledCli(), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { MALLOC_ARENA_MAX: '2', ...process.env },
  },
);
// Ctrl-C reaches the build itself (one process group); a signal sent to this process alone is passed on.
process.on('SIGINT', () => {});
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
// Stopped by a signal, the exit code a shell gives: 128 and its number (130 for Ctrl-C).
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
