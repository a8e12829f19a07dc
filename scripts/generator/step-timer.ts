/** Times a build's steps, by name, in whole milliseconds (the build's result and `npm run bench`). */
export function stepTimer() {
  const steps: Record<string, number> = {};
  const timed = async <T>(name: string, work: Promise<T> | (() => T)): Promise<T> => {
    const start = performance.now();
    const result = typeof work === 'function' ? work() : await work;
    steps[name] = Math.round(performance.now() - start);
    return result;
  };
  return { steps, timed };
}

export type Timed = ReturnType<typeof stepTimer>['timed'];
