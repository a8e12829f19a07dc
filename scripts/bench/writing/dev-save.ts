/**
 * Run in a copy of the project (./writing-bench.ts): the dev server's builder, warm, then one post
 * saved with a new sentence and built again, as the dev server does on a save. Prints the
 * milliseconds of that rebuild.
 */
import { appendFileSync } from 'node:fs';
import { createDevBuilder } from '../../dev/dev-builder';
import { keptDir } from '../../generator/state/cache-dir';
import { warmCompiler } from '../../dev/warm-compiler';

const builder = await createDevBuilder({ outDir: keptDir('bench-dev'), pageScript: '/__dev/client.js' });
await builder.run();
// As the dev server does once it is listening.
await warmCompiler();
appendFileSync(process.argv[2]!, '\nOne more sentence, saved in the editor.\n');
const started = performance.now();
const result = await builder.run();
await builder.dispose();
console.log(JSON.stringify({ ms: Math.round(performance.now() - started), steps: result.steps }));
