import { createHash } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { hashTree } from '../publishing/up-to-date';
import { keptDir } from '../state/cache-dir';
import { writeWhole } from '../state/write-whole';
import type * as CompilePost from './compile-post';
import { PostError } from './post-error';

const dir = keptDir('compiler');
/** A post's compile; `kept` false highlights its code blocks afresh, not from those kept. */
type Compile = (path: string, body: string, kept?: boolean) => Promise<CompilePost.CompiledPost>;
let loading: Promise<Compile> | undefined;

/**
 * The posts' compiler (./compile-post.ts, with MDX, Shiki and its grammars) as one CommonJS file,
 * bundled once per version of the packages and of this folder's code and kept with the caches.
 * Loaded so, it takes 0.4 s where its 300 modules one by one took 1.0 s (each seen by tsx's loader):
 * the first post compiled in a process (an edit's `npm run build`, the dev server's first save,
 * each of the pool's processes) is that much sooner.
 */
export function compiler(): Promise<Compile> {
  loading ??= load();
  return loading;
}

/** Whether this process has loaded the compiler (the dev server's saves compile here, then). */
export const compilerLoaded = () => loading !== undefined;

/** The compiler's file, bundled first if this version has none (the pool's processes then share it). */
export async function compilerFile(version = compilerVersion()): Promise<string> {
  const name = `compile-post-${version}.cjs`;
  const file = resolve(dir, name);
  if (!existsSync(file)) {
    const source = fileURLToPath(new URL('./compile-post.ts', import.meta.url));
    const bundled = await build({
      entryPoints: [source],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      logLevel: 'silent',
      outfile: file,
    });
    await mkdir(dir, { recursive: true });
    await writeWhole(file, bundled.outputFiles[0]!.contents);
    // The compilers of other versions (a process that loaded one has it in memory), not another
    // process's file being written (`.part`).
    for (const other of readdirSync(dir))
      if (other !== name && !other.endsWith('.part')) rmSync(join(dir, other), { force: true });
    // And the code blocks other versions highlighted.
    rmSync(keptDir('highlight'), { recursive: true, force: true });
  }
  return file;
}

/** The packages' and this folder's version: the name of the compiler's file and of its highlighted blocks' folder. */
const compilerVersion = () =>
  hashTree(['package-lock.json', 'scripts/generator/writing'], createHash('sha1')).digest('hex').slice(0, 16);

async function load(): Promise<Compile> {
  const version = compilerVersion();
  const { compilePost } = createRequire(import.meta.url)(await compilerFile(version)) as typeof CompilePost;
  const highlights = resolve(keptDir('highlight'), version);
  // The bundle has its own copy of PostError: what it throws is made the build's again.
  return (path: string, body: string, kept = true) =>
    compilePost(path, body, kept ? highlights : undefined).catch((error: unknown) => {
      if (!(error instanceof Error && 'field' in error && 'reason' in error)) throw error;
      const { file: at, line, field, reason } = error as PostError;
      throw new PostError(at, line, field, reason);
    });
}
