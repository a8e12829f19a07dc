/**
 * `npm run build`: scripts/generator/cli.ts (its options are listed there), run from a bundle kept
 * while its sources are unchanged (./kept-bundle.mjs), so that Node starts it with no loader; the
 * build's processes on other cores start their script from the same bundle.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { keptBundle } from './kept-bundle.mjs';

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
