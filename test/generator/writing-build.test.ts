import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { xml2js } from 'xml-js';
import { nav, writing as writingTexts } from '../../src/content';
import { documentLanguage } from '../../src/text-direction';
import { buildFailure, buildSite, fileHashes, servedSite, withoutDisk, type Site } from '../helpers/generate';
import { halves } from '../helpers/photo-fixtures';
import { allText, text } from '../helpers/site';
import { parseHtml } from '../helpers/site-dom';

/**
 * The test's own posts: a Markdown post, an MDX post with a component, a draft, and one in Arabic
 * (its own `lang`, the site's being the template's; its file named in Arabic too) with an image.
 * Built in this process (../helpers/generate.ts) over the project, the owner's own posts taken away.
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

/** src/writing/ as the test has it: the disk's files taken away, these in. */
const writingFolder = (files: Record<string, string | Buffer | null>) => ({
  ...withoutDisk('src/writing'),
  ...Object.fromEntries(Object.entries(files).map(([name, body]) => [`src/writing/${name}`, body])),
});

/** A feed parsed strictly (a malformed one throws), as its elements' text. */
const xml = (site: Site, file: string) => xml2js(site.text(file), { compact: true }) as FeedXml;
type Text = { _text?: string; _cdata?: string };
type FeedXml = {
  rss: { channel: { item: { guid: Text }[] } };
  feed: { entry: { id: Text; content: Text }[] };
};
const guids = (site: Site) => [xml(site, 'rss.xml').rss.channel.item].flat().map((item) => item.guid._text);

const writing = suite('writing: posts built in-process');
/** The builds: src/writing/ absent, empty, with the posts, and with a newer post added. */
let absent: Site;
let empty: Site;
let site: Site;
let later: Site;

writing.before(async () => {
  absent = await buildSite({ files: { ...writingFolder({}), 'src/writing': null } });
  empty = await buildSite({ files: writingFolder({ '.gitkeep': '' }) });
  const chart = await sharp(await halves(1600, 1000))
    .jpeg({ quality: 80 })
    .toBuffer();
  site = await buildSite({ files: writingFolder({ ...posts, 'flow chart.jpg': chart }) });
  later = await buildSite({ files: writingFolder({ ...posts, ...newer, 'flow chart.jpg': chart }) });
});

const read = (path: string) => parseHtml(site.page(path));
const paths = (built: Site) => [...built.files.keys()];

writing('with the folder absent, the build is byte for byte the build with it empty', () => {
  assert.equal(fileHashes(absent), fileHashes(empty));
  assert.not.equal(fileHashes(site), fileHashes(empty));
  // With no post: no writing page, feed or card.
  assert.not.ok(paths(empty).some((file) => /writing|rss|atom|feed|cards/.test(file)));
});

writing('the published posts have pages; the draft has none, and no card, feed item or sitemap entry', () => {
  const files = paths(site);
  // Each page's file is named by the post's file: the Arabic one in its own letters.
  for (const slug of published) assert.ok(files.includes(`writing/${slug}.html`), slug);
  assert.not.ok(files.some((file) => file.includes('not-ready')));
  assert.not.match(site.text('sitemap.xml'), 'not-ready');
  assert.not.ok(guids(site).some((id) => id?.includes('not-ready')));
});

writing('the menu gains WRITING before CONTACT; the spec’s four entries keep their order and texts', () => {
  for (const path of ['/', '/writing']) {
    const labels = allText(read(path), '#site-menu nav a');
    assert.equal(labels, [nav.home, nav.about, nav.portfolio, nav.writing, nav.contact], path);
  }
});

writing('/writing lists the published posts, newest first, with date, description and reading time', () => {
  const page = read('/writing');
  assert.equal(allText(page, 'main ol h2'), ['لماذا التقييم مهم', 'With a component', 'Plain Markdown']);
  const first = page.querySelector('main ol li')!;
  assert.is(first.querySelector('time')?.getAttribute('datetime'), '2026-02-20');
  assert.match(text(first), 'About لماذا التقييم مهم.');
  assert.match(text(first), writingTexts.minutes(1).replace(/\s+/g, ' '));
});

writing('with one page of posts: no numbered page and no links between pages', () => {
  const files = paths(site);
  assert.not.ok(
    files.some((file) => file.startsWith('writing/page/')),
    files.join(', '),
  );
  assert.not.match(site.text('sitemap.xml'), '/writing/page/');
  const page = read('/writing');
  assert.is(page.querySelectorAll('a[rel=prev], a[rel=next]').length, 0);
  assert.is(page.querySelectorAll('main nav').length, 0);
});

writing('a post’s tag links, on the post and on /writing, to the tag’s page, which lists the post', () => {
  for (const path of ['/writing', '/writing/plain-markdown'])
    assert.ok(read(path).querySelector('main a[href="/writing/tags/evals"]'), path);
  const tag = read('/writing/tags/evals');
  assert.equal(
    [...tag.querySelectorAll('main ol h2 a')].map((a) => a.getAttribute('href')),
    ['/writing/plain-markdown'],
  );
  assert.match(site.text('sitemap.xml'), '/writing/tags/evals</loc>');
});

writing(
  'a post page: title, article card, JSON-LD, canonical, highlighted code with no style attribute',
  async () => {
    const html = site.page('/writing/plain-markdown');
    const page = read('/writing/plain-markdown');
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
    const meta = await sharp(site.file(card)).metadata();
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
  assert.ok(allText(read('/writing/with-component'), 'main a').includes('Component link'));
  const scripts = (path: string) =>
    [...read(path).querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
  for (const slug of published) assert.equal(scripts(addressOf(slug)), scripts('/about'), slug);
});

writing('an image in a post goes through the photo pipeline, sized and lazy', () => {
  const page = read(arabicPath);
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
    if (src) assert.ok(site.file(src)?.length, src);
});

writing(
  'a post named in Arabic: its address encoded in the sitemap and canonical, served, its card named plainly',
  async () => {
    const canonical = `https://example.com${arabicPath}`;
    const page = read(arabicPath);
    assert.is(page.querySelector('link[rel=canonical]')?.getAttribute('href'), canonical);
    assert.match(site.text('sitemap.xml'), `<loc>${canonical}</loc>`);
    const card = page.querySelector('meta[property="og:image"]')!.getAttribute('content')!;
    assert.match(card, /^https:\/\/example\.com\/assets\/cards\/[a-z0-9-]+\.jpg$/);
    const server = await servedSite(site);
    try {
      const response = await fetch(`${server.origin}${arabicPath}`);
      assert.is(response.status, 200);
      assert.match(await response.text(), 'لماذا التقييم مهم');
    } finally {
      await server.close();
    }
  },
);

writing(
  'a post in another language than the site’s: its words marked with its language and direction',
  () => {
    const siteLang = read('/').documentElement.getAttribute('lang');
    const post = read(arabicPath);
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
    const list = read('/writing');
    const entry = [...list.querySelectorAll('main li')].find((li) => li.textContent!.includes('لماذا'))!;
    assert.equal(marked(entry.querySelector('h2')), ['ar', 'rtl']);
    const description = [...entry.querySelectorAll('p')].find((p) => p.textContent!.startsWith('About'))!;
    assert.equal(marked(description), ['ar', 'rtl'], 'its description');
    const feedBody = (path: string) => {
      const entry = [xml(site, 'atom.xml').feed.entry].flat().find((e) => e.id._text?.endsWith(path))!;
      return parseHtml(entry.content._text ?? entry.content._cdata ?? '').body;
    };
    const feedArabic = feedBody(arabicPath).querySelector('blockquote')!.closest('[lang]');
    assert.equal(marked(feedArabic), ['ar', 'rtl'], 'its body in the feeds');
    const other = read('/writing/plain-markdown');
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
    const ids = published.map((slug) => `https://example.com${addressOf(slug)}`);
    const atom = [xml(site, 'atom.xml').feed.entry].flat();
    assert.equal(
      atom.map((entry) => entry.id._text),
      ids,
    );
    const json = JSON.parse(site.text('feed.json'));
    assert.equal(
      json.items.map((item: { id: string }) => item.id),
      ids,
    );
    assert.equal(guids(site), ids);
    const rss = site.text('rss.xml');
    const links = [...rss.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
    assert.ok(links.length > 3);
    for (const link of links) assert.match(link, /^https:\/\/example\.com\//);
    for (const path of ['/', '/about', '/writing/plain-markdown']) {
      const alternates = [...read(path).querySelectorAll('link[rel=alternate][type]')].map((l) =>
        l.getAttribute('href'),
      );
      assert.equal(alternates, ['/rss.xml', '/atom.xml', '/feed.json'], path);
    }
  },
);

writing('feed ids are the posts’ addresses: the same after another build, and after a new post', () => {
  assert.equal(guids(later), ['https://example.com/writing/newest', ...guids(site)]);
});

writing('an MDX post that imports a module that is not there fails at its file and line', async () => {
  const said = await buildFailure({
    files: writingFolder({
      'with-component.mdx': posts['with-component.mdx']!.replace(
        '../components/ButtonLink',
        '../components/Missing',
      ),
    }),
  });
  assert.match(said, 'src/writing/with-component.mdx:7:');
  assert.match(said, 'Could not resolve "../components/Missing"');
});

writing('a post whose title its card cannot draw is named, among others drawn with it', async () => {
  // Two cards to draw: one never drawn before (its title is new each run), then the one that fails.
  const said = await buildFailure({
    files: writingFolder({
      'drawn.md': `${front(`Drawn ${Date.now()}-${Math.random()}`, '2026-03-02')}Text.\n`,
      'undrawable.md': `${front('김민준의 노트', '2026-03-01')}Text.\n`,
    }),
  });
  assert.match(said, 'src/writing/undrawable.md:2:');
  assert.match(said, 'title: the link-preview card cannot draw "김민준의노트" (Hangul)');
  assert.not.match(said, 'drawn.md');
});

writing.run();
