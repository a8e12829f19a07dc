import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { portfolioItems } from '../src/content';
import {
  activeNavHref,
  findPortfolioItem,
  notFoundPathFor,
  outputFile,
  pagePaths,
  parsePortfolioId,
  portfolioNotFoundPath,
  portfolioSection,
  notFoundPath,
  postPath,
} from '../src/routes';
import { posts } from '../src/posts';

const ids = suite('routes: portfolio ids');

ids('canonical whole numbers parse', () => {
  assert.is(parsePortfolioId('1'), 1);
  assert.is(parsePortfolioId('3'), 3);
  assert.is(parsePortfolioId('42'), 42);
});

for (const raw of [
  'abc',
  '0',
  '1.5',
  '-1',
  '1abc',
  '01',
  '',
  ' 1',
  '1 ',
  '+1',
  '1e2',
  '0x1',
  '99999999999999999999',
  undefined,
]) {
  ids(`${JSON.stringify(raw)} is not an id`, () => {
    assert.is(parsePortfolioId(raw), null);
  });
}

ids('built-in items are found; unknown whole numbers and padded ids are not', () => {
  for (const item of portfolioItems) {
    assert.is(findPortfolioItem(String(item.id)), item);
    assert.is(findPortfolioItem(`0${item.id}`), null);
  }
  assert.is(findPortfolioItem(String(Math.max(...portfolioItems.map((item) => item.id)) + 1)), null);
});

ids.run();

const files = suite('routes: pages and files');

/** The writing pages (README, "Writing"): there only when the site has a post. */
const isWriting = (path: string) => path === '/writing' || path.startsWith('/writing/');

files('every route of the spec becomes a file hosts serve at that address, plus the 404 pages', () => {
  assert.equal(pagePaths.filter((path) => !isWriting(path)).map(outputFile), [
    'index.html',
    'about.html',
    'portfolio.html',
    'contact.html',
    ...portfolioItems.map((item) => `portfolio/${item.id}.html`),
    'portfolio/404.html',
    '404.html',
  ]);
});

files('with posts, /writing and a page per post, between the portfolio and contact; without, none', () => {
  const writing = pagePaths.filter(isWriting);
  if (posts.length === 0) return assert.equal(writing, []);
  assert.is(pagePaths.indexOf('/writing'), pagePaths.indexOf('/portfolio') + 1);
  assert.is(pagePaths.indexOf('/contact'), pagePaths.indexOf('/portfolio') + 1 + writing.length);
  for (const post of posts) {
    assert.ok(writing.includes(postPath(post.slug)), post.slug);
    assert.is(outputFile(postPath(post.slug)), `writing/${post.slug}.html`);
  }
});

files('a missing path under /portfolio/ gets the portfolio not-found page, any other the site one', () => {
  assert.is(notFoundPathFor('/portfolio/abc'), portfolioNotFoundPath);
  assert.is(notFoundPathFor('/portfolio/9/x'), portfolioNotFoundPath);
  assert.is(notFoundPathFor('/portfolios'), notFoundPath);
  assert.is(notFoundPathFor('/no/such/page'), notFoundPath);
});

files("the portfolio's 404 page is in its section's folder, where Cloudflare Pages looks for it", () => {
  assert.ok(`/${outputFile(portfolioNotFoundPath)}`.startsWith(portfolioSection));
  assert.ok(`/${outputFile(portfolioNotFoundPath)}`.endsWith('/404.html'));
});

files('the nav entry of a page, or of its section, is the active one', () => {
  assert.is(activeNavHref('/'), '/');
  assert.is(activeNavHref('/about'), '/about');
  assert.is(activeNavHref('/portfolio/2'), '/portfolio');
  assert.is(activeNavHref('/contact'), '/contact');
  assert.is(activeNavHref('/404'), null);
  assert.is(activeNavHref('/aboutx'), null);
});

files.run();

const writing = suite('routes: the posts are only what the build gives');

writing('src/posts.ts bundled without the build fails at once, naming the module it lacks', async () => {
  const { build } = await import('esbuild');
  const failure = await build({
    entryPoints: ['src/posts.ts'],
    bundle: true,
    write: false,
    logLevel: 'silent',
  }).catch((error: { errors?: { text: string }[] }) => error);
  assert.match(JSON.stringify((failure as { errors?: unknown }).errors ?? failure), /site:writing/);
});

writing.run();
