/**
 * The test files as plain JavaScript, for `npm test` to run with `node` alone.
 *
 * Why: a loader such as tsx hooks every module a process loads, node_modules included, and in
 * Node 20 those hooks run off the main thread at about a millisecond per module (happy-dom alone
 * is 600 modules). That was 40% of the CPU of the unit suite. esbuild, which tsx uses too,
 * compiles each test file with the project's own sources it imports into one module; packages
 * stay imports, loaded by Node as they are.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, formatMessages, type Plugin } from 'esbuild';
import { readPostSummaries } from '../../scripts/generator/writing/read-posts';

/** Where the compiled files go (ignored by git; inside the project, so packages resolve). */
export const compiledDir = join('test-results', 'compiled');

export type Compiled = { ok: true; path: string } | { ok: false; error: string };

/**
 * Each source keeps its own `import.meta.url`, so the paths made from it (a config file beside a
 * script, a `createRequire`) point where they did before compiling.
 */
const ownImportMetaUrl: Plugin = {
  name: 'own import.meta.url',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
    }));
  },
};

/**
 * happy-dom and its global registrator as one module: Node loads happy-dom's 600 modules in about
 * 0.5 s of CPU, and this one file in 0.15 s. Made once per happy-dom version; both names lead to
 * it, so the registrator's window and the tests' classes stay the same ones.
 */
const domPackages = /^(happy-dom|@happy-dom\/global-registrator)$/;
async function bundleDomPackages(): Promise<string> {
  const { version, dependencies = {} } = JSON.parse(
    await readFile('node_modules/happy-dom/package.json', 'utf8'),
  );
  const path = join(compiledDir, 'packages', `happy-dom-${version}.mjs`);
  if (existsSync(path)) return path;
  await build({
    stdin: {
      contents:
        "export * from 'happy-dom'; export { GlobalRegistrator } from '@happy-dom/global-registrator';",
      resolveDir: '.',
    },
    outfile: `${path}.${process.pid}`,
    bundle: true,
    external: Object.keys(dependencies), // its own dependencies load as they are
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
  });
  await rename(`${path}.${process.pid}`, path); // whole or not at all, if two runs race
  return path;
}

/**
 * The site's published posts in place of src/posts.ts's empty list, as the renderer's bundle has
 * them (scripts/generator/writing/posts-plugin.ts): the page table, the menu and the page lists the
 * tests read are then the built site's, for an owner with posts too. Their bodies are the build's
 * to render; a test reads a post's page in the built site.
 */
function sitePosts(): Plugin {
  const postsIndex = resolve('src/posts.ts');
  // A post the build refuses fails the build, which says why; the tests then do not run.
  const summaries = readPostSummaries().catch(() => []);
  return {
    name: "the site's posts",
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]posts\.ts$/ }, async (args) => {
        const posts = await summaries;
        if (args.path !== postsIndex || posts.length === 0) return undefined;
        const body = `() => { throw new Error("A post's body is rendered by the build: read its page in the built site."); }`;
        return {
          contents: `const Body = ${body};\nexport const posts = ${JSON.stringify(posts)}.map((post) => ({ ...post, Body }));\n`,
          loader: 'js',
        };
      });
    },
  };
}

/**
 * uvu, as the compiled tests import it, with one change: uvu 0.5 runs a suite's `before` hooks in a
 * `try` whose `finally` returns, so an error thrown by one is dropped, and every test of the suite
 * counts as failed with no word of why. The copy adds a `catch` that reports it as the suite's
 * error, as a test's would be. Made once per uvu source, beside the compiled tests (where its own
 * imports resolve); uvu as it is when its code is not the one this was written for.
 */
async function uvuReportingHooks(): Promise<string> {
  const source = await readFile('node_modules/uvu/dist/index.mjs', 'utf8');
  const swallowing = "\t} finally {\n\t\tstate.__test__ = '';";
  const reporting = `\t} catch (err) {\n\t\tif (errors.length) errors += '\\n';\n\t\terrors += format(state.__test__ || 'before', err, name);\n${swallowing}`;
  const patched = source.replace(swallowing, reporting);
  const hash = createHash('sha256').update(patched).digest('hex').slice(0, 12);
  const path = join(compiledDir, 'packages', `uvu-${hash}.mjs`);
  if (existsSync(path)) return path;
  await mkdir(dirname(path), { recursive: true });
  await writeFile(`${path}.${process.pid}`, patched);
  await rename(`${path}.${process.pid}`, path); // whole or not at all, if two runs race
  return path;
}

/** Compiles each test file on its own, so one that does not compile fails alone, with its message. */
export async function compileTests(files: string[]): Promise<Map<string, Compiled>> {
  const posts = sitePosts();
  const [dom, uvu] = await Promise.all([bundleDomPackages(), uvuReportingHooks()]);
  const packages: Plugin = {
    name: 'happy-dom in one module, uvu reporting hooks',
    setup(build) {
      build.onResolve({ filter: domPackages }, () => ({
        path: pathToFileURL(resolve(dom)).href,
        external: true,
      }));
      build.onResolve({ filter: /^uvu$/ }, () => ({
        path: pathToFileURL(resolve(uvu)).href,
        external: true,
      }));
    },
  };
  const entries = await Promise.all(
    files.map(async (file) => [file, await compileTest(file, [posts, packages])] as const),
  );
  return new Map(entries);
}

async function compileTest(file: string, plugins: Plugin[]): Promise<Compiled> {
  const path = join(compiledDir, file.replace(/\.tsx?$/, '.mjs'));
  try {
    await build({
      entryPoints: [file],
      outfile: path,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      // Stack traces name the test's own lines (node --enable-source-maps).
      sourcemap: 'inline',
      sourcesContent: false,
      plugins: [...plugins, ownImportMetaUrl],
      logLevel: 'silent',
    });
    return { ok: true, path };
  } catch (error) {
    const errors = (error as { errors?: Parameters<typeof formatMessages>[0] }).errors ?? [];
    const text = errors.length
      ? (await formatMessages(errors, { kind: 'error', color: false })).join('\n')
      : String(error);
    return { ok: false, error: `${file} does not compile:\n${text}` };
  }
}
