/**
 * `npm run build` (`--dev` for React's development build, `--force` to build
 * even when nothing changed). Checks first, with nothing heavy loaded, whether
 * the last build's inputs and output are unchanged (./up-to-date.ts); if so it
 * says so and stops, else it runs the build (../../build.ts).
 */
import type { Mode } from './esbuild-shared';
import { inputsHash, isUpToDate, recordBuild } from './up-to-date';

const outDir = 'dist';
const mode: Mode = process.argv.includes('--dev') ? 'development' : 'production';
const inputs = inputsHash(mode);

if (!process.argv.includes('--force') && isUpToDate(outDir, inputs)) {
  console.log(
    'dist/ is up to date: nothing it is built from has changed (`npm run build -- --force` rebuilds).',
  );
} else {
  const { build } = await import('../../build');
  try {
    await build({ outDir, mode });
    recordBuild(outDir, inputs);
  } catch (error) {
    console.error(`\nBuild failed; dist/ was left as it was.\n${(error as Error).message}`);
    process.exit(1);
  }
}
