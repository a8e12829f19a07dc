import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import { join } from 'node:path';
import { folderKey, keptDir } from '../state/cache-dir';

/**
 * One build of a folder at a time, across processes: two terminals running `npm run build`, `npm start`
 * or `npm test` at once would otherwise share the scratch folders beside dist/ and swap in each other's
 * half-written output. The lock is a file created exclusively, holding its owner's process id; a lock
 * whose process is gone (a build killed with -9) is taken over.
 */
const lockDir = keptDir('build');

export const lockFile = (outDir: string) => join(lockDir, `${folderKey(outDir)}.lock`);

/** The processes building right now, of any folder (`npm run clean` waits for none to remain). */
export const runningBuilds = (): number[] =>
  fs
    .readdirSync(lockDir)
    .filter((name) => name.endsWith('.lock'))
    .map((name) => holder(join(lockDir, name)))
    .filter((pid): pid is number => pid !== null);

/** The process holding the lock, or null when it is free or its holder is gone. */
function holder(file: string): number | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const pid = Number(text);
  // Created but not yet written (a moment): held, unless it has been so for long.
  if (!Number.isInteger(pid) || pid <= 0) {
    const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    return age < 10_000 ? -1 : null;
  }
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

/**
 * Moves a stale lock aside. Two waiters may both find it stale: the one whose move catches a lock taken
 * meanwhile by the other puts it back.
 */
function takeOverStale(file: string): void {
  const aside = `${file}.${process.pid}`;
  let seen: string;
  try {
    seen = fs.readFileSync(file, 'utf8');
    fs.renameSync(file, aside);
  } catch {
    return; // released, or another waiter moved it first
  }
  if (fs.readFileSync(aside, 'utf8') !== seen) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // taken again in between by a third process: a race of three, left to the wait loop
    }
  }
  fs.rmSync(aside, { force: true });
}

/**
 * Takes the lock if it is free by linking `mine`, a file already holding this process's id, into place,
 * which fails when the lock exists. Created empty and then written, a waiter could read it in between
 * and say it waited for no process in particular (seen in a CI run).
 */
function tryTake(file: string, mine: string): boolean {
  try {
    fs.linkSync(mine, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  }
}

/** Runs `work` holding the lock of `outDir`, waiting first (saying so once) while another process has it. */
export async function withBuildLock<T>(
  outDir: string,
  work: () => Promise<T>,
  say: (line: string) => void = (line) => console.error(line),
): Promise<T> {
  fs.mkdirSync(lockDir, { recursive: true });
  const file = lockFile(outDir);
  // Written once, linked as the lock at the first try that finds it free, then removed. Named for
  // this call: two of one process (tests, a server's rebuilds) may wait at once.
  const mine = `${file}.${process.pid}-${randomUUID()}.new`;
  fs.writeFileSync(mine, String(process.pid));
  try {
    let told = false;
    while (!tryTake(file, mine)) {
      const pid = holder(file);
      if (pid === null) {
        takeOverStale(file);
        continue;
      }
      if (!told)
        say(
          `Another build of ${outDir}/ is running${pid > 0 ? ` (process ${pid})` : ''}: waiting for it to finish.`,
        );
      told = true;
      await new Promise((later) => setTimeout(later, 200));
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
  try {
    return await work();
  } finally {
    fs.rmSync(file, { force: true });
  }
}
