/**
 * `npm run build` (`--dev` for React's development build, `--force` to build even when nothing changed,
 * `--strict` to refuse while any of the template's placeholders is still in, `--no-typecheck` to skip the
 * type check, `--steps` to say how long each of the build's steps took). Checks first, with nothing heavy
 * loaded, whether the last build's inputs and output are unchanged (./publishing/up-to-date.ts). Node
 * runs it from a kept bundle (../build.mjs).
 */
import { buildProblems, formatProblems } from './errors/build-error';
import type { Mode } from './bundling/esbuild-shared';
import type { LocatedProblem } from './errors/located-error';
import { leftoversBlock, refused, TemplateLeftoversError } from './checks/template-leftovers';
import { inputsHash, recordBuild, upToDate } from './publishing/up-to-date';
import { removeLeftovers } from './publishing/write-dist';
import { withBuildLock } from './publishing/build-lock';
import { typecheck } from './checks/typecheck';

type Wanted = { outDir: string; mode: Mode; quiet?: boolean; force?: boolean; strict?: boolean };
type Built = {
  built: boolean;
  leftovers: LocatedProblem[];
  /** The state of each language's translations (./checks/language-status.ts). */
  languages?: string;
  steps?: Record<string, number>;
};

/**
 * Builds `outDir` unless the last build of the same inputs left it as it is (`npm run build`, the test
 * runner, the hydration test's development build). Says whether it built, and what of the template is
 * still in; `strict` throws on that instead, leaving `outDir` as it was. `checkTypes`: type-check the
 * sources first (`npm run build`; the test runner's own build does not).
 */
export async function buildIfChanged(wanted: Wanted & { checkTypes?: boolean }): Promise<Built> {
  const { outDir, mode, quiet = false, strict = false } = wanted;
  return withBuildLock(outDir, async () => {
    const removed = await removeLeftovers(outDir);
    if (removed.length > 0) console.log(`Removed ${removed.join(' and ')}, left by an interrupted build.`);
    const inputs = inputsHash(mode);
    const last = wanted.force ? undefined : upToDate(outDir, inputs);
    if (last) {
      const blocking = refused(last.leftovers);
      if (strict && blocking.length > 0) throw new TemplateLeftoversError(blocking);
      return {
        built: false,
        leftovers: last.leftovers,
        ...(last.languages && { languages: last.languages }),
      };
    }
    // The type check runs in a process of its own beside the build, which writes only once it passed;
    // a type error is the failure said, whatever the build made of the same mistake. The template's
    // forced build with a whole type check: 3.0-3.2 s with the check first, 2.5-2.7 s so (paired, 3 each).
    const checking = wanted.checkTypes ? typecheck() : Promise.resolve();
    checking.catch(() => {}); // awaited below, and by the build before it writes
    const { build } = await import('../../build');
    try {
      const { files, leftovers, languages, steps } = await build({ outDir, mode, quiet, strict }, checking);
      recordBuild(outDir, inputs, files, leftovers, languages);
      return { built: true, leftovers, ...(languages && { languages }), steps };
    } catch (error) {
      await checking;
      throw error;
    }
  });
}

/** Builds dist/ unless it is up to date; false (with the reason printed) when the build failed. */
export async function buildCommand(argv: readonly string[], outDir = 'dist'): Promise<boolean> {
  const mode: Mode = argv.includes('--dev') ? 'development' : 'production';
  try {
    const { built, leftovers, languages, steps } = await buildIfChanged({
      outDir,
      mode,
      force: argv.includes('--force'),
      strict: argv.includes('--strict'),
      checkTypes: !argv.includes('--no-typecheck'),
    });
    if (!built)
      console.log(
        `${outDir}/ is up to date: nothing it is built from has changed (\`npm run build -- --force\` rebuilds).`,
      );
    if (languages) console.log(`\n${languages}`);
    if (leftovers.length > 0) console.warn(`\n${leftoversBlock(leftovers)}`);
    // Where a slow build's time went, step by step, in the order each finished (the writing benchmark
    // reads this line): `Steps (ms): posts 1170, render 2808, …`.
    const timings = Object.entries(steps ?? {}).map((step) => step.join(' '));
    if (steps && argv.includes('--steps')) console.log(`Steps (ms): ${timings.join(', ')}`);
    return true;
  } catch (error) {
    const why =
      error instanceof TemplateLeftoversError
        ? " (--strict: some of the template's placeholders are still in)"
        : '';
    console.error(
      `\nBuild failed${why}; ${outDir}/ was left as it was.\n${formatProblems(buildProblems(error))}`,
    );
    return false;
  }
}
