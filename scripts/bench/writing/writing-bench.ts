/**
 * `npm run bench`, writing: N generated posts (BENCH_POSTS, default 1,000; ./generate-posts.ts) in a
 * copy of the project, built cold (every cache removed), again with nothing changed (skipped as up
 * to date, and forced), after one post's edit, cold with only the cards cached, and one post's save
 * in the dev server's builder; each with its peak memory and the machine's load average.
 * `tsx scripts/bench/writing/writing-bench.ts` runs it alone.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { benchVariables } from '../../env';
import { generatePosts } from './generate-posts';
import { clearCaches, scratchSite } from './scratch-site';
import { loadAverage, timedBuild } from './timed-build';

const run = promisify(execFile);

export async function writingBench(count = benchVariables().posts) {
  const dir = scratchSite();
  try {
    await generatePosts(join(dir, 'src/writing'), count);
    clearCaches();
    const cold = await timedBuild(dir, ['--force']);
    const upToDate = await timedBuild(dir);
    const warm = await timedBuild(dir, ['--force']);
    // A post in the middle of the list (notes-500.md of 1,000), whatever BENCH_POSTS is.
    const edited = `src/writing/notes-${Math.ceil(count / 2)}.md`;
    appendFileSync(join(dir, edited), '\nA sentence added after publishing.\n');
    const oneEdit = await timedBuild(dir);
    clearCaches(['cards', 'card-fonts']);
    const cardsCached = await timedBuild(dir, ['--force']);
    const load = loadAverage();
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/writing/dev-save.ts', `src/writing/notes-${Math.min(7, count)}.md`],
      { cwd: dir, maxBuffer: 1 << 24 },
    );
    const devSave = {
      ...(JSON.parse(stdout.trim().split('\n').at(-1)!) as { ms: number; steps?: Record<string, number> }),
      load,
    };
    return { posts: count, cold, upToDate, warm, oneEdit, cardsCached, devSave };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(JSON.stringify(await writingBench(), null, 2));
}
