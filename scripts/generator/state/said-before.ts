/**
 * A warning printed once while it stays true: a builder run again and again (the dev server's
 * rebuilds) repeats no line its previous run printed, and prints one again if it went away in
 * between. `startRun` begins a run; `warn` prints what the last run did not.
 */
export function saidBefore(print: (line: string) => void = (line) => console.warn(line)) {
  let last = new Set<string>();
  let now = new Set<string>();
  return {
    startRun() {
      last = now;
      now = new Set();
    },
    warn(line: string) {
      if (!last.has(line) && !now.has(line)) print(line);
      now.add(line);
    },
  };
}
