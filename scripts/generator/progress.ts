/** Where progress goes: a terminal gets one line redrawn in place, a log gets a few plain lines. */
export type ProgressOutput = {
  write: (text: string) => void;
  tty: boolean;
  /** Erase the line when done instead of leaving a summary (a quiet build on a terminal). */
  transient?: boolean;
};

/** Silent for the first second: work that quick needs no progress line. */
export const showAfterMs = 1000;
/** A log gets a line at most this often: a long run prints a handful, not hundreds. */
export const logEveryMs = 5000;

/** Seconds left, from the share of the work done so far; undefined until there is one. */
export const secondsLeft = (elapsedMs: number, workDone: number, workTotal: number) =>
  workDone <= 0 ? undefined : Math.ceil(((elapsedMs / workDone) * Math.max(0, workTotal - workDone)) / 1000);

const duration = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;

/** "Encoding photos: 12/33 files, about 4 s left"; no estimate before there is one, nor once all is done. */
export const progressLine = (label: string, done: number, total: number, left?: number) =>
  `${label}: ${done}/${total} files${left ? `, about ${duration(left)} left` : ''}`;

/** "Encoding photos: 33 files in 4.1 s" */
export const summaryLine = (label: string, total: number, elapsedMs: number) =>
  `${label}: ${total} files in ${(elapsedMs / 1000).toFixed(1)} s`;

/**
 * Reports `total` files of `workTotal` units of work (files differ in cost, so the estimate weighs them).
 * Call `step(work)` as each file is done and `finish()` at the end (or on failure: it stops the timer).
 */
export function startProgress(
  label: string,
  total: number,
  workTotal: number,
  output: ProgressOutput,
  now: () => number = () => performance.now(),
) {
  const started = now();
  let done = 0;
  let workDone = 0;
  let last = '';
  let lastAt = -Infinity;
  let visible = false;
  let finished = false;

  const render = () => {
    const at = now();
    const elapsed = at - started;
    visible ||= elapsed >= showAfterMs;
    if (!visible || finished) return;
    const line = progressLine(label, done, total, secondsLeft(elapsed, workDone, workTotal));
    if (line === last || (!output.tty && at - lastAt < logEveryMs)) return;
    output.write(output.tty ? `\r${line}\x1b[K` : `${line}\n`);
    last = line;
    lastAt = at;
  };
  // Shows the line after a second even while the first files are still being made.
  const timer = setTimeout(() => {
    visible = true;
    render();
  }, showAfterMs).unref();

  return {
    step(work: number) {
      done++;
      workDone += work;
      render();
    },
    finish() {
      clearTimeout(timer);
      finished = true;
      if (!last) return;
      const summary = summaryLine(label, done, now() - started);
      if (output.tty) output.write(output.transient ? '\r\x1b[K' : `\r${summary}\x1b[K\n`);
      else if (!output.transient) output.write(`${summary}\n`);
    },
  };
}
