/**
 * `npm run build` (`--dev` for React's development build, `--force` to build
 * even when nothing changed). Checks first, with nothing heavy loaded, whether
 * the last build's inputs and output are unchanged (./up-to-date.ts); if so it
 * says so and stops, else it runs the build (../../build.ts). Either way, the
 * temporary folders of an interrupted build are removed first, and all of it
 * runs holding the lock of the output folder (./build-lock.ts).
 */
import { pathToFileURL } from 'node:url';
import { buildProblems, formatProblems } from './build-error';
import type { Mode } from './esbuild-shared';
import { inputsHash, isUpToDate, recordBuild } from './up-to-date';
import { removeLeftovers } from './write-dist';
import { withBuildLock } from './build-lock';

type Wanted = { outDir: string; mode: Mode; quiet?: boolean; force?: boolean };

/**
 * Builds `outDir` unless the last build of the same inputs left it as it is
 * (`npm run build`, the test runner, the hydration test's development build).
 * True when it built.
 */
export async function buildIfChanged({ outDir, mode, quiet = false, force = false }: Wanted) {
  return withBuildLock(outDir, async () => {
    const removed = await removeLeftovers(outDir);
    if (removed.length > 0) console.log(`Removed ${removed.join(' and ')}, left by an interrupted build.`);
    const inputs = inputsHash(mode);
    if (!force && isUpToDate(outDir, inputs)) return false;
    const { build } = await import('../../build');
    const { files } = await build({ outDir, mode, quiet });
    recordBuild(outDir, inputs, files);
    return true;
  });
}

/** Builds dist/ unless it is up to date; false (with the reason printed) when the build failed. */
export async function buildCommand(argv: readonly string[], outDir = 'dist'): Promise<boolean> {
  const mode: Mode = argv.includes('--dev') ? 'development' : 'production';
  try {
    if (!(await buildIfChanged({ outDir, mode, force: argv.includes('--force') }))) {
      console.log(
        `${outDir}/ is up to date: nothing it is built from has changed (\`npm run build -- --force\` rebuilds).`,
      );
    }
    return true;
  } catch (error) {
    console.error(`\nBuild failed; ${outDir}/ was left as it was.\n${formatProblems(buildProblems(error))}`);
    return false;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!(await buildCommand(process.argv.slice(2)))) process.exit(1);
}
