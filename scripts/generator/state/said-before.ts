/**
 * A warning printed once while it stays true: a builder run again and again (the dev server's
 * rebuilds) repeats no line its previous run printed, and prints one again if it went away in
 * between. `startRun` begins a run, `finishRun` ends one that went to its end; `warn` prints what
 * the last run did not. A run that failed (a typo, stopped before the photos) takes nothing back:
 * the owner's fix is not greeted with the warnings of before the typo again.
 */
export function saidBefore(print: (line: string) => void = (line) => console.warn(line)) {
  let last = new Set<string>();
  let now = new Set<string>();
  let finished = true;
  return {
    startRun() {
      last = finished ? now : new Set([...last, ...now]);
      now = new Set();
      finished = false;
    },
    finishRun() {
      finished = true;
    },
    warn(line: string) {
      if (!last.has(line) && !now.has(line)) print(line);
      now.add(line);
    },
  };
}
