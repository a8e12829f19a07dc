import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CompileJob } from './compile-cache';
import type { CompiledPost } from './compile-post';
import { PostError } from './post-error';

/** Below this many posts to compile, starting the workers (each loads MDX and Shiki) costs more than it saves. */
export const poolThreshold = 24;

type Answer = {
  id: number;
  compiled?: CompiledPost;
  postError?: { file: string; line: number; field: string; reason: string };
  failure?: string;
};

/**
 * Compiles posts on worker threads, one per core (./compile-worker.ts): the compiler is all
 * JavaScript on one thread, so a cold build of a thousand posts takes about half the time on two
 * cores. Results come in the jobs' order; a post that fails stops the build with its own error,
 * the first in file order of those compiled when several fail.
 */
export async function compileOnWorkers(
  jobs: readonly CompileJob[],
  size = Math.min(availableParallelism(), 4),
): Promise<CompiledPost[]> {
  const answers: Answer[] = new Array(jobs.length);
  let next = 0;
  const workers = Array.from(
    { length: Math.min(size, jobs.length) },
    () => new Worker(new URL('./compile-worker-start.mjs', import.meta.url)),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((done, fail) => {
            const send = () => {
              if (next >= jobs.length) return done();
              const id = next++;
              worker.postMessage({ id, ...jobs[id] });
            };
            worker.on('message', (answer: Answer) => {
              answers[answer.id] = answer;
              // A post that fails ends the build: nothing more is sent.
              if (answer.postError || answer.failure) next = jobs.length;
              send();
            });
            worker.on('error', fail);
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return answers.map((answer) => {
    if (answer.postError) {
      const { file, line, field, reason } = answer.postError;
      throw new PostError(file, line, field, reason);
    }
    if (answer.failure) throw new Error(answer.failure);
    return answer.compiled!;
  });
}
