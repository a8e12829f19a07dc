/**
 * What the dev server watches: the sources under src/ and static/, less
 * editors' scratch files, and a stamp of them that tells whether any changed
 * while a rebuild ran, whatever events the watcher merged or dropped on the way.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const watchedDirs = ['src', 'static'];

/** Editors' and tools' temporary and hidden files are not changes (`.#x`, `x~`, `x.swp`, `sedAB12`). */
export const isScratch = (path: string) => /(^|\/)([.#~]|sed[A-Za-z0-9]{6}$)|~$|\.(swp|swx|tmp)$/.test(path);
export const isSource = (path: string) =>
  path.startsWith('static/') || /^src\/(writing|portfolio)\//.test(path) || /\.tsx?$/.test(path);

/**
 * Each watched file's inode, size and modification time, by path. Symbolic links are stamped as
 * links, never followed: a link to a parent folder must not make the walk endless.
 */
export function stampSources(root = '.'): Map<string, string> {
  const stamps = new Map<string, string>();
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(join(root, dir), { withFileTypes: true });
    } catch {
      return; // A folder removed while the walk ran is seen as gone.
    }
    for (const entry of entries) {
      const path = `${dir}/${entry.name}`;
      if (isScratch(path)) continue;
      if (entry.isDirectory()) walk(path);
      else if (isSource(path)) {
        try {
          const { ino, size, mtimeMs, ctimeMs } = lstatSync(join(root, path));
          stamps.set(path, `${ino}:${size}:${mtimeMs}:${ctimeMs}`);
        } catch {
          // Gone since the folder was read: absent from the stamp, so seen as removed.
        }
      }
    }
  };
  for (const dir of watchedDirs) walk(dir);
  return stamps;
}

/** The paths added, removed or changed between two stamps. */
export function changedPaths(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path)).sort();
}
