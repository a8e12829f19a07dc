/**
 * The project with a test's own files over it (the `files` of ./generate.ts: path in the project ->
 * text, or null to take one away) for what is not the build: the type check of `npm run typecheck`
 * and a module of the project imported as it would read them. Neither copies the project.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { VirtualFiles } from '../../scripts/generator/generate';
import { overlayOf } from '../../scripts/generator/project-files';
import { sitePosts } from '../runner/site-writing';

/**
 * The project as links to its files in a scratch folder, with `files` written in their place: a
 * folder that holds one of them is made with links to its other entries, any other is one link.
 * Read with its links kept (tsc's `preserveSymlinks`), its modules import each other there.
 */
function linkedProject(files: VirtualFiles): string {
  const root = mkdtempSync(join(tmpdir(), 'site-linked-'));
  const holding = new Set(['.']);
  for (const path of Object.keys(files))
    for (let dir = dirname(path); !holding.has(dir); dir = dirname(dir)) holding.add(dir);
  const fill = (dir: string) => {
    mkdirSync(join(root, dir), { recursive: true });
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (name === '.git' || path in files) continue;
      if (holding.has(path)) fill(path);
      else symlinkSync(resolve(path), join(root, path));
    }
  };
  fill('.');
  for (const [path, contents] of Object.entries(files))
    if (contents !== null) writeFileSync(join(root, path), contents);
  return root;
}

/**
 * `tsc --noEmit` over what the site is built from and the tests' helpers (build.ts, src/, scripts/,
 * test/helpers, test/runner: the settings of tsconfig.json), with `files` over the project's own.
 * Its exit status and what it printed, paths as in the project.
 */
export async function typeCheck(files: VirtualFiles): Promise<{ status: number | null; output: string }> {
  const root = linkedProject(files);
  try {
    writeFileSync(
      join(root, 'tsconfig.check.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        compilerOptions: { preserveSymlinks: true },
        include: ['build.ts', 'src', 'scripts', 'test/helpers', 'test/runner'],
      }),
    );
    const tsc = spawn(resolve('node_modules/.bin/tsc'), ['-p', 'tsconfig.check.json', '--pretty', 'false'], {
      cwd: root,
    });
    let output = '';
    tsc.stdout.on('data', (chunk) => (output += chunk));
    tsc.stderr.on('data', (chunk) => (output += chunk));
    const status = await new Promise<number | null>((done) => tsc.on('close', done));
    return { status, output };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const extensions = ['', '.ts', '.tsx', '.js', '.jsx', '/index.ts', '/index.tsx'];

/**
 * A module of the project (a test helper's page list) imported with `files` over the project's
 * own: its imports bundled as they would read them. What it loads only on demand (`import()`: a
 * route's screen) is left out, never run.
 */
export async function importWith<T>(module: string, files: VirtualFiles): Promise<T> {
  const { build } = await import('esbuild');
  const overlay = overlayOf(files);
  const { outputFiles } = await build({
    entryPoints: [resolve(module)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
    plugins: [
      sitePosts(),
      {
        name: 'virtual-files',
        setup(bundle) {
          bundle.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === 'dynamic-import') return { path: args.path, external: true };
            if (!/^\.\.?\//.test(args.path)) return undefined;
            const base = resolve(args.resolveDir, args.path);
            for (const extension of extensions) {
              const file = overlay.get(base + extension);
              if (file === null) return { errors: [{ text: `${args.path} was taken away` }] };
              if (file) return { path: base + extension };
            }
            return undefined;
          });
          bundle.onLoad({ filter: /\.[jt]sx?$/ }, ({ path }) => {
            const file = overlay.get(path);
            if (!file) return undefined;
            return { contents: file, loader: path.endsWith('x') ? 'tsx' : 'ts', resolveDir: dirname(path) };
          });
        },
      },
    ],
  });
  return (await import(
    `data:text/javascript;base64,${Buffer.from(outputFiles[0]!.contents).toString('base64')}`
  )) as T;
}
