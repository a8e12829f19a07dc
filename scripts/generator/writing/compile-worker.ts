/**
 * A worker thread of ./compile-pool.ts: compiles the posts it is sent, one at a time, and answers
 * each with the compiled body or the post's error.
 */
import { parentPort } from 'node:worker_threads';
import { compilePost } from './compile-post';
import { PostError } from './post-error';

parentPort!.on('message', async ({ id, file, body }: { id: number; file: string; body: string }) => {
  try {
    parentPort!.postMessage({ id, compiled: await compilePost(file, body) });
  } catch (error) {
    const postError =
      error instanceof PostError
        ? { file: error.file, line: error.line, field: error.field, reason: error.reason }
        : undefined;
    parentPort!.postMessage({
      id,
      postError,
      failure: postError ? undefined : String((error as Error)?.stack ?? error),
    });
  }
});
