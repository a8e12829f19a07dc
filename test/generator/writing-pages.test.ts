import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writing } from '../../src/content';
import { postsPerPage } from '../../src/paginate';
import { outputFile } from '../../src/routes';
import { budgets } from '../../scripts/generator/checks/budgets';
import { frontmatterLimits } from '../../src/frontmatter';
import { sizes } from '../../scripts/generator/publishing/page-weights';
import { buildSite, servedSite, withoutDisk, type Site } from '../helpers/generate';
import { text } from '../helpers/site';
import { parseHtml } from '../helpers/site-dom';

/**
 * Texts at the frontmatter's limits that compress as little as real text can: words of random
 * Devanagari letters and signs (three bytes a character, a script the pages and cards draw), from a
 * seeded generator, so every run builds the same bytes.
 */
let seed = 20_261_125;
const random = (below: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return Math.floor((seed / 2 ** 31) * below);
};
const devanagari = [
  ...Array.from({ length: 0x939 - 0x905 + 1 }, (_, i) => 0x905 + i),
  ...Array.from({ length: 0x94c - 0x93e + 1 }, (_, i) => 0x93e + i),
].map((code) => String.fromCodePoint(code));
const latin = 'abcdefghijklmnopqrstuvwxyz0123456789';
function words(length: number, letters: readonly string[]): string {
  const chars: string[] = [];
  while (chars.length < length)
    chars.push(chars.length % 8 === 7 && chars.length < length - 1 ? ' ' : letters[random(letters.length)]!);
  return chars.join('');
}

/**
 * Enough posts for three pages of /writing, all of one tag (three pages of it too), newest last. The
 * tag is in Cyrillic: its address is its own letters, lower-case, percent-encoded in links.
 */
const count = 2 * postsPerPage + 3;
const shared = 'Машинное Обучение';
const sharedFile = 'writing/tags/машинное-обучение.html';
const sharedPath = `/writing/tags/${encodeURIComponent('машинное-обучение')}`;
const slugOf = (n: number) => `post-${String(n).padStart(2, '0')}`;
/** A post's own tags: unique (its number first), each as long as a tag may be. */
const ownTags = (n: number) =>
  Array.from(
    { length: frontmatterLimits.tags - 1 },
    (_, i) => `${String(n).padStart(2, '0')}${i}${words(frontmatterLimits.tag - 3, [...latin])}`,
  );
const post = (n: number) => {
  const tags = [shared, ...ownTags(n)];
  const day = new Date(Date.UTC(2025, 0, n)).toISOString().slice(0, 10);
  return `---\ntitle: '${words(frontmatterLimits.title, devanagari)}'\ndate: ${day}\ndescription: '${words(frontmatterLimits.description, devanagari)}'\ntags: [${tags.map((t) => `'${t}'`).join(', ')}]\n---\n\nText.\n`;
};
/** Newest first, as the pages list them. */
const newestFirst = Array.from({ length: count }, (_, i) => slugOf(count - i));

/**
 * Built in this process (../helpers/generate.ts) over the project, the owner's own posts taken away.
 */
const pages = suite('writing pages: three pages of posts at the frontmatter’s limits, built in-process');
let site: Site;
pages.before(async () => {
  const files = { ...withoutDisk('src/writing') } as Record<string, string | null>;
  for (let n = 1; n <= count; n++) files[`src/writing/${slugOf(n)}.md`] = post(n);
  site = await buildSite({ files });
});

const read = (path: string) => parseHtml(site.page(path));
/** Whether the build made a page at `path`. */
const built = (path: string) => site.file(outputFile(path)) !== undefined;
const listed = (path: string) =>
  [...read(path).querySelectorAll('main ol > li h2 a')].map((a) => a.getAttribute('href')!.split('/').pop());
const link = (path: string, rel: string) =>
  read(path).querySelector(`nav[aria-label="${writing.pages}"] a[rel="${rel}"]`)?.getAttribute('href');

/** A link's text as a screen reader says it: what is hidden from it (the arrows) left out. */
const spokenName = (node: Element) => {
  const copy = node.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return text(copy);
};

pages('the build succeeds without a budget warning', () => {
  assert.not.match(site.printed, /budget/);
});

pages('the fixture is at the limits: every title, description and tag as long as allowed', () => {
  const first = read('/writing').querySelector('main ol > li')!;
  assert.is([...text(first.querySelector('h2'))].length, frontmatterLimits.title);
  assert.is([...text(first.querySelector('p:not(:first-of-type)'))].length, frontmatterLimits.description);
  const tags = [...first.querySelectorAll('ul a')].map(text);
  assert.is(tags.length, frontmatterLimits.tags);
  assert.is(Math.max(...tags.map((t) => t.length)), frontmatterLimits.tag);
});

pages('/writing, /writing/page/2 and /writing/page/3 list every post once, newest first', () => {
  const byPage = ['/writing', '/writing/page/2', '/writing/page/3'].map(listed);
  assert.equal(
    byPage.map((slugs) => slugs.length),
    [postsPerPage, postsPerPage, count - 2 * postsPerPage],
  );
  assert.equal(byPage.flat(), newestFirst);
  for (const path of ['/writing/page/1', '/writing/page/4']) assert.not.ok(built(path), path);
});

pages('Newer and Older posts link the pages in order, rel prev and next, to pages that exist', () => {
  const chain = ['/writing', '/writing/page/2', '/writing/page/3'];
  chain.forEach((path, i) => {
    assert.is(link(path, 'prev'), chain[i - 1], `${path} prev`);
    assert.is(link(path, 'next'), chain[i + 1], `${path} next`);
  });
  assert.equal(
    [...read('/writing/page/2').querySelectorAll(`nav[aria-label="${writing.pages}"] a`)].map(spokenName),
    [writing.newerPosts, writing.olderPosts],
  );
  assert.match(
    text(read('/writing/page/2').querySelector(`nav[aria-label="${writing.pages}"]`)),
    writing.pageOf(2, 3),
  );
});

pages('page 2 has its own title and canonical address; the sitemap lists the pages', () => {
  const page = read('/writing/page/2');
  assert.match(page.title, writing.numbered(writing.title, 2));
  assert.is(
    page.querySelector('link[rel=canonical]')?.getAttribute('href'),
    'https://example.com/writing/page/2',
  );
  const sitemap = site.text('sitemap.xml');
  for (const path of ['/writing/page/2', '/writing/page/3', `${sharedPath}/page/3`]) {
    assert.match(sitemap, `<loc>https://example.com${path}</loc>`);
  }
});

pages(
  'a tag’s pages list its posts, newest first, linked as the index’s; each tag on a post links to its page',
  () => {
    const chain = [sharedPath, `${sharedPath}/page/2`, `${sharedPath}/page/3`];
    assert.equal(chain.flatMap(listed), newestFirst);
    assert.is(text(read(chain[0]!).querySelector('main h1')), writing.tagTitle(shared));
    chain.forEach((path, i) => assert.is(link(path, 'next'), chain[i + 1], path));
    const tagLinks = [...read('/writing/post-07').querySelectorAll('main header ul a')];
    assert.is(tagLinks.length, frontmatterLimits.tags);
    for (const a of tagLinks) {
      const path = a.getAttribute('href')!;
      assert.ok(built(path), path);
      if (path !== chain[0]) assert.equal(listed(path), ['post-07'], path);
    }
  },
);

pages(
  'a tag in Cyrillic: a file of its own letters, its address encoded in the sitemap, canonical and served',
  async () => {
    assert.ok(site.file(sharedFile), sharedFile);
    const canonical = `https://example.com${sharedPath}`;
    assert.is(read(sharedPath).querySelector('link[rel=canonical]')?.getAttribute('href'), canonical);
    assert.match(site.text('sitemap.xml'), `<loc>${canonical}</loc>`);
    // Cloudflare Pages' own redirect of the /…/ and .html forms fails (502) on such an address: ours come first.
    const redirects = site.text('_redirects');
    for (const form of [`${sharedPath}/`, `${sharedPath}.html`, `${sharedPath}/page/2/`])
      assert.ok(redirects.includes(`${form}  ${form.replace(/\/$|\.html$/, '')}  308\n`), form);
    const server = await servedSite(site);
    try {
      const response = await fetch(`${server.origin}${sharedPath}/page/2`);
      assert.is(response.status, 200);
      assert.match(await response.text(), writing.tagTitle(shared));
    } finally {
      await server.close();
    }
  },
);

pages('every page, the fullest included, holds its HTML and inline CSS within the first flight', () => {
  const paths = [
    '/writing',
    '/writing/page/2',
    sharedPath,
    ...newestFirst.slice(0, 3).map((slug) => `/writing/${slug}`),
  ];
  for (const path of paths) {
    const gzip = sizes(site.file(outputFile(path))!).gzip;
    assert.ok(gzip <= budgets.firstFlight, `${path} is ${gzip} bytes gzip, over ${budgets.firstFlight}`);
  }
});

pages.run();
