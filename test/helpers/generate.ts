/**
 * The generator in the test's own process (scripts/generator/generate.ts): the template's project
 * with a test's own files over it, built in memory, without a copy of the project or a build process.
 * A test that changes content passes the edited text of src/content.ts (`contentWith`, `edited`);
 * one that adds posts, photos or static files passes them by path.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { generate, type Project, type VirtualFiles } from '../../scripts/generator/generate';
import { buildProblems, formatProblems } from '../../scripts/generator/errors/build-error';
import { overlayOf, withOverlay } from '../../scripts/generator/project-files';
import { keptDir } from '../../scripts/generator/state/cache-dir';
import { keptSlot } from '../../scripts/generator/state/build-state';
import { outputFile } from '../../src/routes';
import { closeServer } from './close-server';
import { replaceValue } from './content-source';

export type { Project };

/** The text of a project file as the disk has it (the template's, or the owner's). */
export const projectText = (file: string) => readFileSync(file, 'utf8');

/** `source` (a file's text) with `from` replaced by `to`; a test whose anchor is gone fails, naming it. */
export function edited(file: string, from: string | RegExp, to: string, source = projectText(file)): string {
  const after = source.replace(from, to);
  if (after === source) throw new Error(`Nothing to replace in ${file}: ${String(from)}`);
  return after;
}

/**
 * src/content.ts with each value at a path ('owner.resume', 'portfolioItems[1].imageAlt') written as
 * the JSON of the test's value; what wraps a literal there (`as const`, `satisfies`) stays.
 */
export function contentWith(values: Record<string, unknown>, source = projectText('src/content.ts')): string {
  return Object.entries(values).reduce(
    (text, [path, value]) => replaceValue(text, path, JSON.stringify(value, null, 2)),
    source,
  );
}

export type Site = Awaited<ReturnType<typeof buildSite>>;

/**
 * The site built from `project`, with what the build printed (its warnings). Throws the build's
 * own error when it fails (see `buildFailure`).
 */
export async function buildSite(project: Project = {}) {
  const printed: string[] = [];
  const result = await capturing(printed, () => generate(project));
  const { files } = result;
  const file = (path: string) => files.get(path.replace(/^\//, ''));
  return {
    ...result,
    /** Every line the build printed (warnings, notices). */
    printed: printed.join('\n'),
    file,
    /** A page's HTML by its address ('/about', '/writing/page/2'). */
    page(path: string): string {
      const html = file(outputFile(path));
      if (!html) throw new Error(`The build wrote no page for ${path}`);
      return html.toString('utf8');
    },
    /** A file's text by its path in dist/ ('sitemap.xml', 'rss.xml'). */
    text(path: string): string {
      const contents = file(path);
      if (!contents) throw new Error(`The build wrote no ${path}`);
      return contents.toString('utf8');
    },
  };
}

/**
 * What a failed build of `project` says, in the words `npm run build` prints after "Build failed"
 * (file, line, field and reason, with the code around it). Fails the test if it built.
 */
export async function buildFailure(project: Project): Promise<string> {
  const printed: string[] = [];
  try {
    await capturing(printed, () => generate(project));
  } catch (error) {
    return withOverlay(overlayOf(project.files), () => formatProblems(buildProblems(error)));
  }
  throw new Error(`The build succeeded; it was expected to fail.\n${printed.join('\n')}`);
}

/** Runs `work` with the console's lines collected in `printed` instead of shown. */
async function capturing<T>(printed: string[], work: () => Promise<T>): Promise<T> {
  const { log, warn, error } = console;
  const keep = (...args: unknown[]) => void printed.push(args.map(String).join(' '));
  console.log = console.warn = console.error = keep;
  try {
    return await work();
  } finally {
    Object.assign(console, { log, warn, error });
  }
}

/**
 * Every file on disk under `folder` (the owner's posts in src/writing, say), each taken away: a test
 * that needs a known set of posts or case studies passes its own over these.
 */
export function withoutDisk(folder: string): VirtualFiles {
  if (!existsSync(folder)) return {};
  return Object.fromEntries(
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => !entry.isDirectory())
      .map((entry) => [relative('.', join(entry.parentPath, entry.name)), null]),
  );
}

/** Every file of a build by its path in dist/, as a hash of its contents: two builds compared whole. */
export const fileHashes = (site: Pick<Site, 'files'>) =>
  Object.fromEntries(
    [...site.files].map(([path, contents]) => [path, createHash('sha256').update(contents).digest('hex')]),
  );

/**
 * A build's files written to a scratch folder, as `npm run build` writes dist/: for a server of a
 * host's own rules (GitHub Pages') to serve. `remove` takes the folder away.
 */
export function writtenSite(site: Pick<Site, 'files'>) {
  const dir = mkdtempSync(join(tmpdir(), 'site-written-'));
  for (const [path, contents] of site.files) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), contents);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A build's files written to a scratch folder and served there as `npm start` serves dist/ (the
 * server's own handling of an address in another script, say); `close` stops it and removes them.
 */
export async function servedSite(site: Pick<Site, 'files'>) {
  const { dir, remove } = writtenSite(site);
  // Loaded here: the files that only read a build need not load the server.
  const { startServer } = await import('../../scripts/serve/serve');
  const server = await startServer(dir, 0);
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await closeServer(server);
      remove();
    },
  };
}

/**
 * Forgets what builds of `outDir` kept on disk for the next (scripts/generator/state/build-state.ts):
 * a test's folders are gone after it, and their files must not take the place of dist/'s.
 */
export function forgetKept(outDir: string): void {
  for (const file of [keptSlot(outDir), `${keptSlot(outDir)}.sha256`])
    rmSync(join(keptDir('read-posts'), file), { force: true });
  rmSync(join(keptDir('pages'), keptSlot(outDir).replace(/\.json$/, '')), { recursive: true, force: true });
}
