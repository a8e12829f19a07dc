import { createHash } from 'node:crypto';
import { readFileSync as readOwnFile } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Message } from 'esbuild';
import { readdirSync, readFileSync } from '../project-files';
import { keptDir } from '../state/cache-dir';
import { keptResults } from '../state/kept-results';
import type { LocatedProblem } from '../errors/located-error';

/** Attributes of plain elements that hold an address the browser resolves against the page. */
const addressAttributes = new Set(['href', 'src', 'srcSet', 'action', 'formAction', 'poster']);

/** A root-relative address written by hand in the JSX of a plain element (`<a href="/about">`). */
export type RootLink = { file: string; line: number; column: number; attribute: string; value: string };

type Node = { type: string; loc?: { start: { line: number; column: number } }; [key: string]: unknown };

/** The literal text an attribute starts with, if it is written as one: "/x", {'/x'}, {`/x/${id}`}. */
function literalStart(value: Node | null | undefined): string | undefined {
  if (value?.type === 'StringLiteral') return value.value as string;
  if (value?.type === 'JSXExpressionContainer') return literalStart(value.expression as Node);
  if (value?.type === 'TemplateLiteral')
    return (value.quasis as { value: { cooked: string } }[])[0]?.value.cooked;
  return undefined;
}

/**
 * The addresses in `source` that start with "/" on plain elements (lower-case tags): on a site under a base
 * path (a GitHub Pages project site) the browser resolves them to the domain's root, a 404. Components such
 * as ButtonLink add the base path themselves, so only plain tags are read.
 */
export function rootLinks(file: string, source: string): RootLink[] {
  const { parse } = require('@babel/parser') as typeof import('@babel/parser');
  const ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'] });
  const found: RootLink[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as Node;
    if (n.type === 'JSXOpeningElement' && (n.name as Node).type === 'JSXIdentifier') {
      const tag = (n.name as Node).name as string;
      for (const attr of tag === tag.toLowerCase() ? (n.attributes as Node[]) : []) {
        if (attr.type !== 'JSXAttribute' || !addressAttributes.has((attr.name as Node).name as string))
          continue;
        const value = literalStart(attr.value as Node);
        if (value?.startsWith('/') && !value.startsWith('//')) {
          const { line, column } = attr.loc!.start;
          found.push({ file, line, column, attribute: (attr.name as Node).name as string, value });
        }
      }
    }
    for (const [key, child] of Object.entries(n)) if (key !== 'loc' && key !== 'extra') visit(child);
  };
  visit(ast.program);
  return found;
}

/** Fails the build on any root-relative address written by hand in the .tsx files under `dir`. */
export class RootLinkError extends Error {
  override name = 'RootLinkError';
  /** In esbuild's shape, so the terminal and the dev server's overlay show the file, line and code. */
  readonly errors: Pick<Message, 'text' | 'location'>[];
  constructor(links: readonly RootLink[]) {
    super(
      links.map((l) => `${l.file}:${l.line}: ${l.attribute}="${l.value}" skips the base path`).join('\n'),
    );
    this.errors = links.map(({ file, line, column, attribute, value }) => ({
      text: `${attribute}="${value}" skips the base path, so it is a 404 on a site under one (a GitHub Pages project site): write ${attribute}={withBase('${value}')} (src/site-config.ts), or use ButtonLink`,
      location: { file, line, column, length: 0, namespace: '', lineText: '', suggestion: '' },
    }));
  }
}

const require = createRequire(import.meta.url);

/**
 * Each file's addresses, kept by its text and this check's code: parsing every .tsx file took 45-50 ms
 * of each build (about 5 s of the generator tests' hundred in-process builds), and loading the parser
 * 0.2 s more of each `npm run build`, for files that mostly had not changed.
 */
const found = keptResults<RootLink[]>({
  dir: keptDir('root-links'),
  write: (links) => Buffer.from(JSON.stringify(links)),
  read: (bytes) => JSON.parse(bytes.toString('utf8')) as RootLink[],
});
let checkVersion: string | undefined;

export function checkRootLinks(dir = 'src'): void {
  checkVersion ??= readOwnFile(fileURLToPath(import.meta.url), 'utf8');
  const files = readdirSync(dir, true).filter((file) => file.endsWith('.tsx'));
  const links = files.sort().flatMap((name) => {
    const file = join(dir, name);
    const source = readFileSync(file, 'utf8');
    const key = createHash('sha1').update(checkVersion!).update(file).update(source).digest('hex');
    const kept = found.findSync(`${key}.json`);
    if (kept) return kept;
    const links = rootLinks(file, source);
    found.keep(`${key}.json`, links).catch(() => {}); // kept for the next build, not waited for
    return links;
  });
  if (links.length > 0) throw new RootLinkError(links);
}

/**
 * The addresses in rendered pages that start with "/" but not with the base path, which the source check
 * cannot see (`<a href={item.link}>` with the content's address). Only a build under a base path can tell.
 */
export function pageRootLinks(pages: ReadonlyMap<string, string>, basePath: string): LocatedProblem[] {
  return [...pages].flatMap(([path, html]) =>
    skippingProblems(path, rootLinksSkipping(html, basePath), basePath),
  );
}

/** The attributes of a page's `html` whose address skips `basePath`, with the address: none without one. */
export function rootLinksSkipping(html: string, basePath: string): [attribute: string, address: string][] {
  if (!basePath) return [];
  const skips = (address: string) =>
    address.startsWith('/') && !address.startsWith('//') && !address.startsWith(`${basePath}/`);
  return [...html.matchAll(/\s(href|src|srcset|action|formaction|poster)="([^"]*)"/gi)].flatMap(
    ([, attribute, value]) => {
      const addresses = /^srcset$/i.test(attribute!)
        ? value!.split(',').map((s) => s.trim().split(/\s/)[0]!)
        : [value!];
      return addresses.filter(skips).map((address): [string, string] => [attribute!, address]);
    },
  );
}

/** What the build says of each address of the page at `path` that skips the base path. */
export const skippingProblems = (
  path: string,
  skipping: readonly [string, string][],
  basePath: string,
): LocatedProblem[] =>
  skipping.map(([attribute, address]) => ({
    file: '',
    message: `the page ${path} has ${attribute}="${address}", which skips the base path ${basePath}: build it with withBase (src/site-config.ts)`,
  }));
