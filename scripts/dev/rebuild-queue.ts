/**
 * When the dev server rebuilds: once per burst of changes, never two builds at
 * once, and never a save lost. A change while a build runs queues exactly one
 * more build, however many saves it was. The watcher's events alone cannot
 * promise that (chokidar drops a path's second change within 50 ms, and one
 * save can arrive as several events), so the sources are also stamped before
 * each build and compared after it: what changed meanwhile is built next.
 */
export type RebuildQueue = { changed(path: string): void; idle(): Promise<void> };

export function rebuildQueue<Stamp>(options: {
  build: (changed: string[]) => Promise<void>;
  stamp: () => Stamp;
  changedSince: (before: Stamp, after: Stamp) => string[];
  /** How long a burst of events waits for its last one, in ms. */
  quiet?: number;
}): RebuildQueue {
  const { build, stamp, changedSince, quiet = 30 } = options;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (pending.size > 0) {
      const changed = [...pending].sort();
      pending = new Set();
      const before = stamp();
      await build(changed);
      for (const path of changedSince(before, stamp())) pending.add(path);
      // Events of a save made while the build ran are gathered as one, like any other burst.
      if (pending.size > 0) await new Promise((later) => setTimeout(later, quiet));
    }
  }

  return {
    changed(path) {
      pending.add(path);
      if (running) return; // Built next, by the loop already running.
      clearTimeout(timer);
      timer = setTimeout(() => {
        running = drain().finally(() => (running = null));
      }, quiet);
    },
    idle: async () => {
      while (running) await running;
    },
  };
}
