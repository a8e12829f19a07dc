/**
 * The generator's one pool: work on other cores, each batch in a Node process of its own
 * (./other-cores-child.ts) that ends with it. A process rather than a worker thread: what libvips'
 * threads and the compiler freed goes back to the system when the batch is done (the site's photos
 * and a thousand posts' pictures encoded so took a cold build's peak from 1.15 GB to 0.95 GB), and
 * it is started with two malloc arenas, not glibc's eight per core: libvips' threads keep less of
 * what they freed (a cold build of 1,000 posts peaked at 0.93 GB with the default arenas in every
 * process, 0.78 GB with two). Starting one costs about half a second, which a few items do not
 * repay: below `worthAProcessFrom`, the callers do the work in the build's process.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { CardGlyphError } from './card/card-glyph-error';
import { PhotoError } from './photos/photo-error';
import { PostError } from './writing/post-error';
import type { Tasks } from './other-cores-child';

export const worthAProcessFrom = 24;

/** Processes at once for work that is all JavaScript (compiling posts): one per core, at most four. */
export const processes = () => Math.min(availableParallelism(), 4);

/**
 * The errors the build reports as its own (file, line, field), rebuilt in the build's process from
 * the arguments that made them; any other arrives as its message and stack.
 */
const known = [
  [PostError, (error: PostError) => [error.file, error.line, error.field, error.reason]],
  [PhotoError, (error: PhotoError) => [error.photos]],
  [CardGlyphError, (error: CardGlyphError) => [error.glyphs]],
] as const;
type Known = (typeof known)[number][0];

/** What a process answers: each part of the result as it is made, then done, or why it failed. */
export type Reply =
  | { part: unknown }
  | { done: true }
  | { failed: { kind: number; args: unknown[]; fields: object } | { message: string } };

/** `error` as a process sends it. */
export function failure(error: unknown): Reply {
  const kind = known.findIndex(([type]) => error instanceof type);
  if (kind < 0) return { failed: { message: String((error as Error)?.stack ?? error) } };
  const args = (known[kind]![1] as (error: unknown) => unknown[])(error);
  return { failed: { kind, args, fields: { ...(error as object) } } };
}

/**
 * The process's script: run from the kept bundle of `npm run build` (../kept-bundle.mjs), plain
 * JavaScript beside this module's; otherwise (the dev server, the tests) its TypeScript, through tsx
 * found from here. Without tsx's loader, the process that compiles an edited post among 1,000 took
 * 1.70-2.20 s, 2.05-2.41 s with it (its build's step, three builds each).
 */
const bundled = join(import.meta.dirname, 'other-cores-child.mjs');
export const [child, execArgv] = existsSync(bundled)
  ? [bundled, []]
  : [
      fileURLToPath(new URL('./other-cores-child.ts', import.meta.url)),
      ['--import', import.meta.resolve('tsx')],
    ];

type Part<T extends keyof Tasks> = Parameters<Parameters<Tasks[T]>[1]>[0];

/**
 * Processes of the pool running, and the starts waiting for one to end: no more run at once than
 * `processes()`. The work is all for the CPU, so more only shared the cores, and each holds its own
 * memory: a cold build of 1,000 posts ran five at once (the compiler's two, photos, cards, a font).
 */
let running = 0;
const waiting: (() => void)[] = [];
async function turn(): Promise<() => void> {
  if (running < processes()) running++;
  // A slot that ends is handed to the first waiting, never freed first: a start meanwhile cannot take it too.
  else await new Promise<void>((go) => waiting.push(go));
  return () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}

/** `task` run on `input` in a process of its own, each part it makes handed to `made` as it comes. */
export async function inOwnProcess<T extends keyof Tasks>(
  task: T,
  input: Parameters<Tasks[T]>[0],
  made: (part: Part<T>) => void,
): Promise<void> {
  const done = await turn();
  try {
    await runInOwnProcess(task, input, made);
  } finally {
    done();
  }
}

async function runInOwnProcess<T extends keyof Tasks>(
  task: T,
  input: Parameters<Tasks[T]>[0],
  made: (part: Part<T>) => void,
): Promise<void> {
  const worker = fork(child, [], {
    execArgv,
    serialization: 'advanced',
    env: { MALLOC_ARENA_MAX: '2', ...process.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await new Promise<void>((done, fail) => {
      worker.on('message', (reply: Reply) => {
        if ('part' in reply) made(reply.part as Part<T>);
        else if ('done' in reply) done();
        else if ('message' in reply.failed) fail(new Error(`${task} failed: ${reply.failed.message}`));
        else {
          const { kind, args, fields } = reply.failed;
          const Type = known[kind]![0] as unknown as new (...args: unknown[]) => InstanceType<Known>;
          fail(Object.assign(new Type(...args), fields));
        }
      });
      worker.on('error', fail);
      worker.on('exit', (code, signal) =>
        fail(new Error(`${task} stopped before it was done (${signal ?? `exit code ${code}`})`)),
      );
      worker.send({ task, input });
    });
  } finally {
    if (worker.connected) worker.disconnect();
  }
}
