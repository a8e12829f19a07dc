/**
 * `npm run bench`: measures the built site. Builds from clean (build-timings),
 * then per page the bytes a visitor downloads (route-weights) and Lighthouse
 * with and without JavaScript (lighthouse); then click-to-paint
 * (interactions) and the menu navigation (navigation). Prints the table and
 * writes bench-results/latest.json and .md; `--compare FILE` prints the change
 * against an earlier JSON. Not part of `npm test`: timings are noisy.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { portfolioNotFoundPath } from '../../src/page-files';
import { startServer } from '../serve/serve';
import { buildTimings, builds } from './build-timings';
import { interactions } from './interactions';
import { installedVersion, lighthouseMedian, lighthouseOrExit, lighthouseRuns } from './lighthouse';
import { menuNavigation } from './navigation';
import { routeWeights } from './route-weights';
import { compare, markdown } from './table';
import { benchVariables } from '../env';
import { writingBench } from './writing/writing-bench';

const lighthouse = lighthouseOrExit();

/**
 * One page per screen of the built site, from its sitemap: the first of each kind (a portfolio item,
 * a post, a tag) shows what the others do. And the portfolio's not-found page, which shows the
 * site's too; it is asked for by its own name, answered with 200: Lighthouse refuses a 404.
 */
function onePerScreen(dist: string): string[] {
  const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const kinds = new Set<string>();
  // A page's kind: its address with each segment after the first a wildcard, but the words of the
  // writing pages' addresses (src/writing-paths.ts): /writing/*, /writing/tags/*/page/*, /portfolio/*.
  const kindOf = (path: string) => path.replace(/(?<=.)\/(?!(?:page|tags)(?:\/|$))[^/]+/g, '/*');
  const first = listed.filter((path) => !kinds.has(kindOf(path)) && Boolean(kinds.add(kindOf(path))));
  const only = benchVariables().routes;
  const paths = [...first, portfolioNotFoundPath];
  return only ? paths.filter((path) => only.includes(path)) : paths;
}

async function freePort(): Promise<number> {
  return new Promise((ok) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/** Per page its bytes and Lighthouse, then the interactions, on dist/ served where it was built for. */
async function measureServed(port: number, origin: string) {
  const paths = onePerScreen('dist');
  const weights = routeWeights(paths);
  const server = await startServer('dist', port);
  try {
    const routes = [];
    for (const [i, path] of paths.entries()) {
      console.log(`Lighthouse ${path}…`);
      routes.push({
        name: path,
        path,
        bytes: weights[i]!,
        lighthouse: await lighthouseMedian(lighthouse, origin + path, false),
        noJs: await lighthouseMedian(lighthouse, origin + path, true),
      });
    }
    console.log('Interactions at 4x CPU…');
    return { routes, interactions: await interactions(origin) };
  } finally {
    server.close();
  }
}

async function bench() {
  mkdirSync('bench-results', { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Canonical links on the measured origin, as on a real deployment.
  process.env.SITE_URL = origin;
  console.log(`Building (${builds} clean builds, ${builds} repeat builds, ${builds} warm rebuilds)…`);
  const build = await buildTimings();
  const { routes, interactions } = await measureServed(port, origin);
  console.log('Menu navigation at 4x CPU, prerendered and not…');
  const navigation = await menuNavigation('dist');
  console.log(`Writing: ${benchVariables().posts} generated posts, cold, warm, one edit, dev save…`);
  const writing = await writingBench();
  return {
    date: new Date().toISOString(),
    lighthouseVersion: await installedVersion(lighthouse),
    runs: lighthouseRuns,
    routes,
    interactions,
    navigation,
    build,
    writing,
  };
}

export type BenchResult = Awaited<ReturnType<typeof bench>>;

const result = await bench();
const table = markdown(result);
writeFileSync('bench-results/latest.json', `${JSON.stringify(result, null, 2)}\n`);
writeFileSync('bench-results/latest.md', `${table}\n`);
console.log(`\n${table}\n\nWritten to bench-results/latest.json and latest.md`);
const earlier = process.argv[process.argv.indexOf('--compare') + 1];
if (process.argv.includes('--compare') && earlier) {
  const before = JSON.parse(readFileSync(earlier, 'utf8')) as BenchResult;
  console.log(`\n${compare(result, before, earlier)}`);
}
process.exit(0);
