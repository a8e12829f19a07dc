/**
 * The generator in this process: the project (its files, a caller's own in memory over them, and its
 * environment) in, the site's files out, nothing written (`npm run build`, ./cli.ts, is the same build
 * around the disk). Tests call this with their own content, posts and photos (test/helpers/generate.ts)
 * instead of building a copy of the project.
 */
import type { SiteVariables } from '../env';
import { createBuilder } from '../../build';
import type { Mode } from './bundling/esbuild-shared';
import type { VirtualFiles } from './project-files';

export type { VirtualFiles };

export type Project = {
  /** Files by path in the project ('src/content.ts', 'src/writing/hello.md'), over the disk's; null takes one away. */
  files?: VirtualFiles;
  /** SITE_URL, BASE_PATH and SITE_HEADERS as the owner sets them; none set when not given. */
  env?: Partial<SiteVariables>;
  mode?: Mode;
  /** Refuse while any of the template's placeholders is still in (`npm run build -- --strict`). */
  strict?: boolean;
};

/**
 * One builder per mode, settings and environment, kept as long as the process: its bundlers stay warm and
 * its renderer loaded, so a second project costs what changed (a content edit: a rebundle from Linaria's
 * stored transforms, about 0.3 s) instead of a cold start (about 2 s). The test files that share a process
 * share them too (the generator files 52.2 s of CPU to 46.5 s). Runs of one builder take turns: the bundle
 * is made from the run's files. esbuild's service keeps the process alive: one that calls this ends with
 * process.exit (as npm test's processes do).
 */
const builders = new Map<string, { builder: ReturnType<typeof createBuilder>; turn: Promise<unknown> }>();

/** The site built from `project`: every output file by its path in dist/, and what the build noted. */
export async function generate({ files = {}, env = {}, mode = 'production', strict = false }: Project = {}) {
  const key = JSON.stringify([mode, strict, env.SITE_URL, env.BASE_PATH, env.SITE_HEADERS]);
  let entry = builders.get(key);
  if (!entry) {
    const builder = createBuilder({
      outDir: null,
      mode,
      quiet: true,
      strict,
      // Linaria's transforms kept in memory, as the dev server keeps them: read back from the store on
      // disk, they were rewritten by another process's build of the same file with other values (a
      // style-values test once found every style evaluated again).
      keepTransforms: true,
      env: { SITE_URL: env.SITE_URL, BASE_PATH: env.BASE_PATH, SITE_HEADERS: env.SITE_HEADERS },
    });
    entry = { builder, turn: builder.catch(() => undefined) };
    // A refused environment fails every run of it, and is not kept.
    builder.catch(() => builders.delete(key));
    builders.set(key, entry);
  }
  const builder = await entry.builder;
  const result = entry.turn.then(() => builder.run(files, { newProject: true }));
  entry.turn = result.catch(() => undefined);
  // stylesEvaluated: the files whose styles Linaria evaluated (none where the values they read did not
  // change); steps: milliseconds by step, from the build's own timer.
  const { files: output, leftovers, languages, photosEncoded, stylesEvaluated, steps } = await result;
  const byPath = new Map(output.map((file) => [file.path, Buffer.from(file.contents)]));
  // languages: what `npm run build` says of each language's translations (./checks/language-status.ts).
  return { files: byPath, leftovers, languages, photosEncoded, stylesEvaluated, steps };
}

export type Generated = Awaited<ReturnType<typeof generate>>;
