import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rebuildQueue } from '../scripts/dev/rebuild-queue';

/**
 * The dev server's rule for when to rebuild (scripts/dev/rebuild-queue.ts), with builds of the
 * test's own: a save during a build is built next, exactly once, whenever it lands, and whether the
 * watcher reported it or only the stamps after the build show it. The server itself, with real saves
 * at random moments: ./browser/dev.test.ts.
 */
const queue = suite('dev server: one more build per burst of saves, none lost');

const later = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * A project of one file whose text the test sets; each build takes `took` ms and records what it
 * saw. `held()` makes the next build last until the test releases it, whatever the machine's load.
 */
function project(took = 40) {
  let text = 'v0';
  const built: string[] = [];
  let gate: { started: () => void; release: Promise<void> } | undefined;
  const q = rebuildQueue({
    build: async () => {
      const seen = text;
      const held = gate;
      gate = undefined;
      held?.started();
      await (held?.release ?? later(took));
      built.push(seen);
    },
    stamp: () => text,
    changedSince: (before, after) => (before === after ? [] : ['src/content.ts']),
    quiet: 5,
  });
  return {
    built,
    queue: q,
    /** Holds the next build: resolves once it has started, with the function that ends it. */
    held(): Promise<() => void> {
      let release = () => {};
      return new Promise((started) => {
        gate = { started: () => started(release), release: new Promise((end) => (release = end)) };
      });
    },
    save(next: string, reported = true) {
      text = next;
      if (reported) q.changed('src/content.ts');
    },
  };
}

queue('a burst of saves before a build is one build, of the last save', async () => {
  const p = project();
  p.save('v1');
  p.save('v2');
  p.save('v3');
  await later(10);
  await p.queue.idle();
  assert.equal(p.built, ['v3']);
});

for (const moment of [0, 1, 10, 25, 39]) {
  queue(`a save ${moment} ms into a 40 ms build is built next, exactly once`, async () => {
    const p = project(40);
    p.save('first');
    await later(6);
    await later(moment);
    p.save('second');
    await later(10);
    await p.queue.idle();
    assert.equal(p.built, ['first', 'second']);
  });
}

queue('a save the watcher never reported is found by the stamps and built next', async () => {
  const p = project();
  const held = p.held();
  p.save('first');
  const release = await held;
  p.save('unreported', false);
  release();
  await p.queue.idle();
  assert.equal(p.built, ['first', 'unreported']);
});

queue('several saves during one build queue exactly one more, of the last', async () => {
  // The first build lasts until the burst is over, however slowly a loaded machine runs the burst.
  const p = project();
  const held = p.held();
  p.save('first');
  const release = await held;
  for (const text of ['a', 'b', 'c']) {
    p.save(text);
    await later(10);
  }
  release();
  await p.queue.idle();
  assert.equal(p.built, ['first', 'c']);
});

queue.run();
