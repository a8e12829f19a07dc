import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  logEveryMs,
  progressLine,
  secondsLeft,
  showAfterMs,
  startProgress,
  summaryLine,
} from '../scripts/generator/progress';

const format = suite('build progress: what the line says');

format('the estimate scales the time taken by the share of work left, rounded up', () => {
  assert.is(secondsLeft(4000, 50, 100), 4);
  assert.is(secondsLeft(1000, 30, 100), 3);
  assert.is(secondsLeft(9000, 100, 100), 0);
  assert.is(secondsLeft(1500, 0, 100), undefined, 'no estimate before any work is done');
});

format('files done of the total, then the time left', () => {
  assert.is(progressLine('Encoding photos', 12, 33, 4), 'Encoding photos: 12/33 files, about 4 s left');
  assert.is(progressLine('Encoding photos', 1, 33, 95), 'Encoding photos: 1/33 files, about 1 min 35 s left');
  assert.is(progressLine('Encoding photos', 0, 33), 'Encoding photos: 0/33 files');
  assert.is(progressLine('Encoding photos', 33, 33, 0), 'Encoding photos: 33/33 files');
  assert.is(summaryLine('Encoding photos', 33, 4130), 'Encoding photos: 33 files in 4.1 s');
});

format.run();

const report = suite('build progress: when and how it is written');

/** A reporter on a fake clock; returns everything it wrote. */
function run(tty: boolean, stepsAt: number[], { transient = false, end = stepsAt.at(-1)! } = {}) {
  let clock = 0;
  const written: string[] = [];
  const progress = startProgress(
    'Encoding photos',
    stepsAt.length,
    stepsAt.length,
    { write: (text) => written.push(text), tty, transient },
    () => clock,
  );
  for (const at of stepsAt) {
    clock = at;
    progress.step(1);
  }
  clock = end;
  progress.finish();
  return written;
}

const every = (count: number, ms: number) => Array.from({ length: count }, (_, i) => (i + 1) * ms);

report('work done within a second writes nothing at all', () => {
  assert.equal(run(true, every(40, (showAfterMs - 1) / 40)), []);
  assert.equal(run(false, every(40, (showAfterMs - 1) / 40)), []);
});

report('on a terminal: one line redrawn in place, then the summary', () => {
  const written = run(true, every(40, 100));
  assert.ok(written.length > 2);
  const updates = written.slice(0, -1);
  for (const text of updates) {
    assert.ok(text.startsWith('\r') && !text.includes('\n'), `${JSON.stringify(text)} redraws the line`);
  }
  assert.match(updates[0]!, '10/40 files, about 3 s left');
  assert.match(updates.at(-1)!, '40/40 files');
  assert.is(written.at(-1), `\r${summaryLine('Encoding photos', 40, 4000)}\x1b[K\n`);
});

report('a quiet build on a terminal erases its line when done', () => {
  const written = run(true, every(40, 100), { transient: true });
  assert.ok(written.length > 1);
  assert.is(written.at(-1), '\r\x1b[K');
  assert.not.ok(written.join('').includes('\n'));
});

report('in a log: a few plain lines however many files, then the summary', () => {
  const seconds = 40;
  const written = run(false, every(400, (seconds * 1000) / 400));
  assert.ok(written.length <= (seconds * 1000) / logEveryMs + 2, `${written.length} lines`);
  assert.ok(written.length >= 3);
  for (const text of written) assert.ok(!text.includes('\r') && text.endsWith('\n'), JSON.stringify(text));
  assert.is(written.at(-1), `${summaryLine('Encoding photos', 400, seconds * 1000)}\n`);
});

report('a file finished after the end (a failed build) writes nothing more', () => {
  let clock = 0;
  const written: string[] = [];
  const progress = startProgress(
    'Encoding photos',
    3,
    3,
    { write: (t) => written.push(t), tty: true },
    () => clock,
  );
  clock = 2000;
  progress.step(1);
  progress.finish();
  const count = written.length;
  clock = 3000;
  progress.step(1);
  assert.is(written.length, count);
});

report.run();
