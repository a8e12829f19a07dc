import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { keptDir } from '../generator/state/cache-dir';

/** Each dev server builds into its process id here (writeDist adds `.next` and `.previous` beside it). */
const parent = keptDir('dev');

/** Whether a process of this id still runs (signal 0 only asks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The dev server's own build folder, one per process: two dev servers (two
 * projects sharing node_modules, or a second terminal) must not swap each
 * other's dist. The folders of dev servers no longer running are removed.
 */
export function devOutDir(): string {
  mkdirSync(parent, { recursive: true });
  for (const name of readdirSync(parent)) {
    const pid = Number(/^(\d+)(\.next|\.previous)?$/.exec(name)?.[1]);
    if (!pid || !running(pid)) rmSync(join(parent, name), { recursive: true, force: true });
  }
  return join(parent, String(process.pid));
}
