import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testSiteDir } from '../runner/test-site';
import { outputFile } from '../../src/routes';
import { parseHeadersFile } from '../../scripts/generator/host-files/security-headers';

/** The build the tests read (../runner/test-site.ts). */
export const distDir = testSiteDir;

export function readPageHtml(path: string, dir = distDir): string {
  return readFileSync(join(dir, outputFile(path)), 'utf8');
}

/** The headers dist/_headers gives a path, as [name, value] pairs in rule order. */
export function headerPairs(path: string, dir = distDir): [string, string][] {
  const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  return rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers);
}

export const text = (node: Element | null | undefined) =>
  (node?.textContent ?? '').replace(/\s+/g, ' ').trim();

export const allText = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map(text);

/** Every file a build wrote, as its address on the site; the hosts' own files (`_headers`, dot-files) left out. */
export function publishedAddresses(dir = distDir): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/^[_.]/.test(entry.name))
    .map(
      (entry) =>
        `/${join(entry.parentPath, entry.name)
          .slice(dir.length + 1)
          .split('\\')
          .join('/')}`,
    );
}
