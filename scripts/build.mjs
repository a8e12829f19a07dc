/**
 * `npm run build`: scripts/generator/cli.ts (its options are listed there), run from a bundle kept
 * while its sources are unchanged (./kept-bundle.mjs), so that Node starts it with no loader; the
 * build's processes on other cores start their script from the same bundle.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { keptBundle, keptDirOf } from './kept-bundle.mjs';

// A first build (no pages kept from one before: a fresh clone, a deploy, after `npm run clean`) renders
// every page and encodes every picture. glibc gives the process's threads up to eight malloc arenas per
// core, each keeping what was freed in it, and V8 lets its young generation grow to 16 MB a half: a cold
// build of 1,000 posts peaked at 500-580 MB, 436-558 MB with the two arenas the pool's processes have
// (./generator/other-cores.ts), and 429-441 MB with a young generation of 4 MB a half too (three
// builds each). Both are read when a process starts: such a build runs in a process started with them.
// Any other build (170 MB at most for 1,000 posts) is spared a second start of Node (80-90 ms).
const firstBuild = !existsSync(keptDirOf('.', 'pages'));
if (process.platform === 'linux' && firstBuild && !process.env.MALLOC_ARENA_MAX) {
  const flags = [...process.execArgv, '--max-semi-space-size=4'];
  const build = spawn(process.execPath, [...flags, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
  });
  // Ctrl-C reaches both: this process waits for the build to stop as it does. Other signals are passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => signal === 'SIGINT' || build.kill(signal));
  const [code, signal] = await new Promise((ended) => build.on('exit', (...how) => ended(how)));
  process.exit(code ?? (signal ? 1 : 0));
}

let bundle;
try {
  bundle = await keptBundle({
    command: 'scripts/generator/cli.ts',
    'other-cores-child': 'scripts/generator/other-cores-child.ts',
  });
} catch (error) {
  // The build's own sources do not compile: a change to build.ts or a file it imports.
  const { formatMessages } = await import('esbuild');
  const messages = error.errors?.length
    ? (await formatMessages(error.errors, { kind: 'error', color: false })).join('\n')
    : String(error);
  console.error(`\nBuild failed; dist/ was left as it was.\n${messages}`);
  process.exit(1);
}
const { buildCommand } = await import(pathToFileURL(join(bundle, 'command.mjs')).href);
if (!(await buildCommand(process.argv.slice(2)))) process.exit(1);
