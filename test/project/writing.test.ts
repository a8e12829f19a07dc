import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { xml2js } from 'xml-js';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../scripts/serve/serve';
import { projectCopy, runBuild } from '../helpers/project';
import { allText, text } from '../helpers/site';
import { parseHtml, readPage } from '../helpers/site-dom';
import { writePicture } from '../helpers/photo-fixtures';
import { nav, writing as writingTexts } from '../../src/content';
import { documentLanguage } from '../../src/text-direction';

/**
 * The test's own posts: a Markdown post, an MDX post with a component, a draft, and one in Arabic
 * (its own `lang`, the site's being the template's; its file named in Arabic too) with an image.
 */
const arabic = 'لماذا-التقييم';
const arabicPath = `/writing/${encodeURIComponent(arabic)}`;
const front = (title: string, date: string, extra = '') =>
  `---\ntitle: ${title}\ndate: ${date}\ndescription: About ${title}.\n${extra}---\n\n`;
const posts: Record<string, string> = {
  'plain-markdown.md': `${front('Plain Markdown', '2026-01-10', 'tags: [evals]\n')}Intro, see [the MDX one](./with-component.mdx) and [the Arabic one](./${arabic}.md).\n\n## A section\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nA note[^1].\n\n\`\`\`ts\nexport function score(answer: string): number {\n  return answer.length;\n}\n\`\`\`\n\n[^1]: The note.\n`,
  'with-component.mdx': `${front('With a component', '2026-02-10')}import { ButtonLink } from '../components/ButtonLink';\n\n<ButtonLink href="/contact">Component link</ButtonLink>\n`,
  'not-ready.md': `${front('Not ready', '2026-03-10', 'draft: true\n')}Draft text.\n`,
  [`${arabic}.md`]: `${front('لماذا التقييم مهم', '2026-02-20', 'lang: AR\n')}النص.\n\n> اقتباس\n\n![A chart of the results](<./flow chart.jpg>)\n`,
};
const published = [arabic, 'with-component', 'plain-markdown'];
/** A post's address as links, feeds and the sitemap carry it. */
const addressOf = (slug: string) => `/writing/${encodeURIComponent(slug)}`;
const newer = { 'newest.md': `${front('Newest', '2026-04-01')}New.\n` };

/** Every file of a build, by path, as a hash of its contents. */
const snapshot = (dist: string) =>
  Object.fromEntries(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file) => [
        file.slice(dist.length),
        createHash('sha256').update(readFileSync(file)).digest('hex'),
      ]),
  );

/** A feed parsed strictly (a malformed one throws), as its elements' text. */
const xml = (file: string) => xml2js(readFileSync(file, 'utf8'), { compact: true }) as FeedXml;
type Text = { _text?: string; _cdata?: string };
type FeedXml = {
  rss: { channel: { item: { guid: Text }[] } };
  feed: { entry: { id: Text; content: Text }[] };
};
const guids = (dist: string) =>
  [xml(join(dist, 'rss.xml')).rss.channel.item].flat().map((item) => item.guid._text);

const writing = suite('writing: posts in a copy of the project');
let dir = '';
let dist = '';
const builds: Record<string, ReturnType<typeof runBuild>> = {};
let empty: Record<string, string> = {};
let postsDist = '';
let absent: Record<string, string> = {};
let firstIds: (string | undefined)[] = [];
let laterIds: (string | undefined)[] = [];

writing.before(async () => {
  dir = projectCopy();
  dist = join(dir, 'dist');
  postsDist = join(dir, 'posts-dist');
  builds.empty = runBuild(dir, {}, ['--force']);
  empty = snapshot(dist);
  rmSync(join(dir, 'src/writing'), { recursive: true });
  builds.absent = runBuild(dir);
  absent = snapshot(dist);
  mkdirSync(join(dir, 'src/writing'));
  await writePicture(join(dir, 'src/writing/flow chart.jpg'));
  for (const [name, body] of Object.entries(posts)) writeFileSync(join(dir, 'src/writing', name), body);
  builds.posts = runBuild(dir);
  cpSync(dist, postsDist, { recursive: true });
  firstIds = guids(dist);
  for (const [name, body] of Object.entries(newer)) writeFileSync(join(dir, 'src/writing', name), body);
  builds.newer = runBuild(dir);
  laterIds = guids(dist);
});
writing.after(() => rmSync(dir, { recursive: true, force: true }));

writing('every build succeeds', () => {
  for (const [name, built] of Object.entries(builds)) assert.is(built.status, 0, `${name}: ${built.stderr}`);
});

writing('with the folder absent, dist/ is byte for byte the build with it empty', () => {
  assert.equal(absent, empty);
  assert.not.equal(snapshot(postsDist), empty);
  // With no post: no writing page, feed or card.
  assert.not.ok(Object.keys(empty).some((file) => /writing|rss|atom|feed|cards/.test(file)));
});

writing('the published posts have pages; the draft has none, and no card, feed item or sitemap entry', () => {
  const files = Object.keys(snapshot(postsDist));
  // Each page's file is named by the post's file: the Arabic one in its own letters.
  for (const slug of published) assert.ok(files.includes(`/writing/${slug}.html`), slug);
  assert.not.ok(files.some((file) => file.includes('not-ready')));
  assert.not.match(readFileSync(join(postsDist, 'sitemap.xml'), 'utf8'), 'not-ready');
  assert.not.ok(firstIds.some((id) => id?.includes('not-ready')));
});

writing('the menu gains WRITING before CONTACT; the spec’s four entries keep their order and texts', () => {
  for (const path of ['/', '/writing']) {
    const labels = allText(readPage(path, postsDist), '#site-menu nav a');
    assert.equal(labels, [nav.home, nav.about, nav.portfolio, nav.writing, nav.contact], path);
  }
});

writing('/writing lists the published posts, newest first, with date, description and reading time', () => {
  const page = readPage('/writing', postsDist);
  assert.equal(allText(page, 'main ol h2'), ['لماذا التقييم مهم', 'With a component', 'Plain Markdown']);
  const first = page.querySelector('main ol li')!;
  assert.is(first.querySelector('time')?.getAttribute('datetime'), '2026-02-20');
  assert.match(text(first), 'About لماذا التقييم مهم.');
  assert.match(text(first), writingTexts.minutes(1).replace(/\s+/g, ' '));
});

writing('with one page of posts: no numbered page and no links between pages', () => {
  const files = Object.keys(snapshot(postsDist));
  assert.not.ok(
    files.some((file) => file.startsWith('/writing/page/')),
    files.join(', '),
  );
  assert.not.match(readFileSync(join(postsDist, 'sitemap.xml'), 'utf8'), '/writing/page/');
  const page = readPage('/writing', postsDist);
  assert.is(page.querySelectorAll('a[rel=prev], a[rel=next]').length, 0);
  assert.is(page.querySelectorAll('main nav').length, 0);
});

writing('a post’s tag links, on the post and on /writing, to the tag’s page, which lists the post', () => {
  for (const path of ['/writing', '/writing/plain-markdown'])
    assert.ok(readPage(path, postsDist).querySelector('main a[href="/writing/tags/evals"]'), path);
  const tag = readPage('/writing/tags/evals', postsDist);
  assert.equal(
    [...tag.querySelectorAll('main ol h2 a')].map((a) => a.getAttribute('href')),
    ['/writing/plain-markdown'],
  );
  assert.match(readFileSync(join(postsDist, 'sitemap.xml'), 'utf8'), '/writing/tags/evals</loc>');
});

writing(
  'a post page: title, article card, JSON-LD, canonical, highlighted code with no style attribute',
  async () => {
    const html = readFileSync(join(postsDist, 'writing/plain-markdown.html'), 'utf8');
    const page = readPage('/writing/plain-markdown', postsDist);
    assert.is(text(page.querySelector('main h1')), 'Plain Markdown');
    assert.is(page.querySelector('meta[property="og:type"]')?.getAttribute('content'), 'article');
    assert.is(
      page.querySelector('link[rel=canonical]')?.getAttribute('href'),
      'https://example.com/writing/plain-markdown',
    );
    const ld = JSON.parse(page.querySelector('script[type="application/ld+json"]')!.textContent!);
    assert.equal(
      [ld['@type'], ld.headline, ld.datePublished],
      ['BlogPosting', 'Plain Markdown', '2026-01-10'],
    );
    const card = new URL(page.querySelector('meta[property="og:image"]')!.getAttribute('content')!).pathname;
    const meta = await sharp(join(postsDist, card)).metadata();
    assert.equal([meta.format, meta.width, meta.height], ['jpeg', 1200, 630]);
    assert.not.match(html, /\sstyle="/);
    assert.ok(page.querySelectorAll('pre code span[class^="code-"]').length > 3);
    assert.ok(page.querySelector('main table'));
    assert.ok(page.querySelector('main section.footnotes, main [data-footnotes]'));
    assert.is(page.querySelector('main h2 a')?.getAttribute('href'), '#a-section');
    assert.is(page.querySelector('main p a[href="/writing/with-component"]')?.textContent, 'the MDX one');
    assert.is(page.querySelector(`main p a[href="${arabicPath}"]`)?.textContent, 'the Arabic one');
  },
);

writing('an MDX post renders its component; no post page loads a script beyond the islands loader', () => {
  assert.ok(allText(readPage('/writing/with-component', postsDist), 'main a').includes('Component link'));
  const scripts = (path: string) =>
    [...readPage(path, postsDist).querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  for (const slug of published) assert.equal(scripts(addressOf(slug)), scripts('/about'), slug);
});

writing('an image in a post goes through the photo pipeline, sized and lazy', () => {
  const page = readPage(arabicPath, postsDist);
  const img = page.querySelector('main picture img')!;
  assert.is(img.getAttribute('alt'), 'A chart of the results');
  assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0);
  assert.is(img.getAttribute('loading'), 'lazy');
  const sources = [...page.querySelectorAll('main picture source')].map((s) => s.getAttribute('type'));
  assert.equal(sources, ['image/avif', 'image/webp']);
  for (const src of [
    img.getAttribute('src')!,
    ...page
      .querySelector('main picture source')!
      .getAttribute('srcset')!
      .split(/ \d+w,? ?/),
  ])
    if (src) assert.ok(readFileSync(join(postsDist, src)).length > 0, src);
});

writing(
  'a post named in Arabic: its address encoded in the sitemap and canonical, served, its card named plainly',
  async () => {
    const canonical = `https://example.com${arabicPath}`;
    const page = readPage(arabicPath, postsDist);
    assert.is(page.querySelector('link[rel=canonical]')?.getAttribute('href'), canonical);
    assert.match(readFileSync(join(postsDist, 'sitemap.xml'), 'utf8'), `<loc>${canonical}</loc>`);
    const card = page.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
    assert.match(card, /^https:\/\/example\.com\/assets\/cards\/[a-z0-9-]+\.jpg$/);
    const server = await startServer(postsDist, 0);
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${arabicPath}`);
      assert.is(response.status, 200);
      assert.match(await response.text(), 'لماذا التقييم مهم');
    } finally {
      server.close();
    }
  },
);

writing(
  'a post in another language than the site’s: its words marked with its language and direction',
  () => {
    const siteLang = readPage('/', postsDist).documentElement.getAttribute('lang');
    const post = readPage(arabicPath, postsDist);
    assert.is(
      post.documentElement.getAttribute('lang'),
      siteLang,
      'the page, its menu and links: the site’s',
    );
    const marked = (element: Element | null) => [element?.getAttribute('lang'), element?.getAttribute('dir')];
    assert.equal(marked(post.querySelector('main h1')), ['ar', 'rtl'], 'the title, as written AR: canonical');
    assert.equal(marked(post.querySelector('main blockquote')!.closest('[lang]')), ['ar', 'rtl'], 'the body');
    assert.equal(
      marked(post.querySelector('main h1 ~ *')!.closest('[lang]')),
      [siteLang, documentLanguage(siteLang!).dir ?? null],
      'the byline',
    );
    const data = JSON.parse(post.querySelector('script[type="application/ld+json"]')!.textContent!);
    assert.is(data.inLanguage, 'ar');
    const list = readPage('/writing', postsDist);
    const entry = [...list.querySelectorAll('main li')].find((li) => li.textContent!.includes('لماذا'))!;
    assert.equal(marked(entry.querySelector('h2')), ['ar', 'rtl']);
    const description = [...entry.querySelectorAll('p')].find((p) => p.textContent!.startsWith('About'))!;
    assert.equal(marked(description), ['ar', 'rtl'], 'its description');
    const feedBody = (path: string) => {
      const entry = [xml(join(postsDist, 'atom.xml')).feed.entry]
        .flat()
        .find((e) => e.id._text?.endsWith(path))!;
      return parseHtml(entry.content._text ?? entry.content._cdata ?? '').body;
    };
    const feedArabic = feedBody(arabicPath).querySelector('blockquote')!.closest('[lang]');
    assert.equal(marked(feedArabic), ['ar', 'rtl'], 'its body in the feeds');
    const other = readPage('/writing/plain-markdown', postsDist);
    assert.is(other.querySelectorAll('main [lang]').length, 0, 'a post in the site’s language has none');
    assert.is(feedBody('/writing/plain-markdown').querySelectorAll('[lang]').length, 0, 'nor in the feeds');
    assert.is(
      JSON.parse(other.querySelector('script[type="application/ld+json"]')!.textContent!).inLanguage,
      siteLang,
    );
  },
);

writing(
  'the feeds: well-formed, announced on every page, full text with absolute links, newest 20 published',
  () => {
    const atom = [xml(join(postsDist, 'atom.xml')).feed.entry].flat();
    assert.equal(
      atom.map((entry) => entry.id._text),
      published.map((slug) => `https://example.com${addressOf(slug)}`),
    );
    const json = JSON.parse(readFileSync(join(postsDist, 'feed.json'), 'utf8'));
    assert.equal(
      json.items.map((item: { id: string }) => item.id),
      published.map((slug) => `https://example.com${addressOf(slug)}`),
    );
    assert.equal(
      firstIds,
      published.map((slug) => `https://example.com${addressOf(slug)}`),
    );
    const rss = readFileSync(join(postsDist, 'rss.xml'), 'utf8');
    const links = [...rss.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
    assert.ok(links.length > 3);
    for (const link of links) assert.match(link, /^https:\/\/example\.com\//);
    for (const path of ['/', '/about', '/writing/plain-markdown']) {
      const alternates = [...readPage(path, postsDist).querySelectorAll('link[rel=alternate]')].map((l) =>
        l.getAttribute('href'),
      );
      assert.equal(alternates, ['/rss.xml', '/atom.xml', '/feed.json'], path);
    }
  },
);

writing('feed ids are the posts’ addresses: the same after another build, and after a new post', () => {
  assert.equal(laterIds, ['https://example.com/writing/newest', ...firstIds]);
});

writing.run();
