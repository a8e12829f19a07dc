import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { laterPages } from '../src/paginate';
import { notFoundPath, outputFile, pageTable, portfolioNotFoundPath } from '../src/routes';
import * as paths from '../src/writing-paths';
import { headersLimitProblems, headersLimits } from '../scripts/generator/host-files/host-limits';
import type { PageRoutes } from '../scripts/generator/host-files/page-rules';
import {
  cacheForever,
  cacheRevalidate,
  cspDirectives,
  headersFile,
  parseHeadersFile,
} from '../scripts/generator/host-files/security-headers';
import { speculationRulesFile } from '../scripts/generator/host-files/speculation-rules';

/**
 * The routes of a site with `count` posts (the shape src/routes.ts gives them): every post, its
 * numbered list pages, a tag per ten posts with a second page each, and the site's own pages.
 */
function routesWith(count: number): PageRoutes {
  const slugs = Array.from({ length: count }, (_, i) => `notes-${i + 1}`);
  const tags = Array.from({ length: Math.ceil(count / 10) }, (_, i) => `tag-${i + 1}`);
  const writing = [
    { pattern: paths.writingPattern },
    {
      pattern: paths.numberedPattern(paths.writingPattern),
      pages: laterPages(count).map(paths.writingPagePath),
    },
    { pattern: paths.postPattern, pages: slugs.map(paths.postPath) },
    { pattern: paths.tagPattern, pages: tags.map((tag) => paths.tagPath(tag)) },
    {
      pattern: paths.numberedPattern(paths.tagPattern),
      pages: tags.flatMap((tag) => laterPages(25).map((page) => paths.tagPath(tag, page))),
    },
  ];
  const site = pageTable.filter((row) => !row.pattern.startsWith(paths.writingPattern));
  const table = [...site, ...writing];
  const indexable = table.flatMap((row) => ('pages' in row && row.pages ? row.pages : [row.pattern]));
  const indexed = new Set(indexable);
  return {
    pageTable: table,
    pagePaths: [...indexable, portfolioNotFoundPath, notFoundPath],
    isIndexable: (path) => indexed.has(path),
    outputFile,
  };
}

// Two distinct styles per post, as real titles make them: the header's policy must not grow.
const styleHashes = (count: number) =>
  Array.from({ length: 2 * count }, (_, i) => `'sha256-${String(i).padStart(43, 'x')}='`);

const fileOf = (count: number, rulesFile?: string) =>
  headersFile(
    { routes: routesWith(count), withBase: (path) => path },
    cspDirectives(styleHashes(count)),
    rulesFile,
  );

/** The headers a path gets as Cloudflare Pages matches `_headers`: every matching rule's, in order. */
const served = (file: string, path: string) =>
  parseHeadersFile(file)
    .filter((rule) => rule.pattern.test(path))
    .flatMap((rule) => rule.headers);

const scale = suite('_headers: within the hosts’ limits at any number of pages');

for (const count of [1000, 5000]) {
  scale(
    `${count} posts: at most ${headersLimits.rules} rules, no line past ${headersLimits.lineLength} characters`,
    () => {
      const file = fileOf(count, speculationRulesFile);
      assert.equal(headersLimitProblems(file), []);
      const rules = parseHeadersFile(file).length;
      assert.ok(rules <= headersLimits.rules, `${rules} rules`);
      const longest = Math.max(...file.split('\n').map((line) => line.length));
      assert.ok(longest <= headersLimits.lineLength, `${longest} characters`);
    },
  );

  scale(`${count} posts: every page, asset and other file gets today's headers, each once`, () => {
    const routes = routesWith(count);
    const file = fileOf(count, speculationRulesFile);
    const pages = routes.pagePaths.map((path) => (routes.isIndexable(path) ? path : `/${outputFile(path)}`));
    const pageSet = new Set(pages);
    const rules = parseHeadersFile(file);
    const assets = [
      '/assets/site-0123abcd.css',
      '/assets/photos/me-640.avif',
      '/assets/cards/notes-1-ab12cd34.jpg',
    ];
    const others = ['/icon-192.png', '/manifest.webmanifest', '/rss.xml', '/robots.txt', '/sitemap.xml'];
    const rulesAddress = `"/${speculationRulesFile}"`;
    for (const path of [...pages, ...assets, ...others, `/${speculationRulesFile}`, '/no/such/page']) {
      const headers = rules.filter((rule) => rule.pattern.test(path)).flatMap((rule) => rule.headers);
      const names = headers.map(([name]) => name.toLowerCase());
      assert.is(new Set(names).size, names.length, `Cloudflare would join a repeated header on ${path}`);
      const get = (name: string) => headers.find(([key]) => key === name)?.[1];
      assert.ok(get('Content-Security-Policy'), `${path}: CSP`);
      assert.is(get('X-Frame-Options'), 'DENY', path);
      const page = pageSet.has(path);
      const cache = path.startsWith('/assets/')
        ? cacheForever
        : page || path.endsWith('.json')
          ? cacheRevalidate
          : undefined;
      assert.is(get('Cache-Control'), cache, `${path}: Cache-Control`);
      assert.is(get('Speculation-Rules'), page ? rulesAddress : undefined, `${path}: Speculation-Rules`);
    }
  });
}

scale('the rules are the same at 1,000 and 5,000 posts: none is a page’s own', () => {
  const rules = (count: number) => parseHeadersFile(fileOf(count)).map((rule) => String(rule.pattern));
  assert.equal(rules(5000), rules(1000));
  assert.not.ok(rules(1000).some((rule) => rule.includes('notes-')));
});

scale('the header’s policy is the same length whatever the number of distinct page styles', () => {
  const csp = (count: number) =>
    served(fileOf(count), '/').find(([name]) => name === 'Content-Security-Policy')![1];
  assert.is(csp(5000), csp(1));
  assert.not.match(csp(5000), /sha256|unsafe/);
});

scale('a file past a limit fails the build naming the file and the limit, not written in part', () => {
  // A table row whose parameter is its first segment (`/:slug`) cannot share a section: a rule a page.
  const slugs = Array.from({ length: 150 }, (_, i) => `/page-${i + 1}`);
  const routes: PageRoutes = {
    pageTable: [{ pattern: '/' }, { pattern: '/:slug', pages: slugs } as { pattern: string }],
    pagePaths: ['/', ...slugs, notFoundPath],
    isIndexable: (path) => path !== notFoundPath,
    outputFile,
  };
  assert.throws(
    () => headersFile({ routes, withBase: (path) => path }, cspDirectives([])),
    (error: Error) => /^_headers: \d+ rules, over the 100 Cloudflare Pages applies/.test(error.message),
  );
  const long = `/*\n  Content-Security-Policy: ${'x'.repeat(headersLimits.lineLength)}\n`;
  assert.equal(headersLimitProblems(long), [
    `line 2 (Content-Security-Policy) is ${headersLimits.lineLength + 27} characters, over the ${headersLimits.lineLength} Cloudflare Pages reads (it would drop the header)`,
  ]);
});

scale.run();
