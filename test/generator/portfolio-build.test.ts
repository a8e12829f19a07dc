import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, fileHashes, type Site } from '../helpers/generate';
import { items, showcaseFiles, withoutWriting } from '../helpers/showcase';
import { allText, text } from '../helpers/site';
import { parseHtml } from '../helpers/site-dom';

/**
 * Case studies and the showcase, built in this process (../helpers/showcase.ts). The cards' layout in
 * a browser: ../browser/portfolio-showcase.test.ts.
 */
const portfolio = suite('portfolio: case studies and the showcase, built in-process');
/** The builds: src/portfolio/ empty (as the template has it), absent, and the showcase's. */
let empty: Site;
let absent: Site;
let site: Site;

portfolio.before(async () => {
  empty = await buildSite({ files: withoutWriting({ 'src/portfolio/.gitkeep': '' }) });
  absent = await buildSite({ files: withoutWriting({ 'src/portfolio': null }) });
  site = await buildSite({ files: await showcaseFiles() });
});

const read = (path: string) => parseHtml(site.page(path));

portfolio('the builds are within the byte budgets', () => {
  for (const [name, built] of Object.entries({ empty, absent, site }))
    assert.not.match(built.printed, 'over its budget', name);
});

portfolio('with no src/portfolio/ folder, the build is byte for byte the build with it empty', () => {
  assert.ok(empty.files.size > 10);
  assert.equal(fileHashes(absent), fileHashes(empty));
});

portfolio('/portfolio lists the items as cards: picture, title, description, a link to the page', () => {
  const page = read('/portfolio');
  assert.not.ok(page.querySelector('main svg'), 'no Coming Soon card');
  assert.not.match(site.page('/portfolio'), /\sstyle="/);
  const cards = [...page.querySelectorAll('main ul > li')];
  assert.equal(
    cards.map((card) => text(card.querySelector('h2'))),
    items.map((item) => item.title),
  );
  cards.forEach((card, i) => {
    const item = items[i]!;
    assert.is(card.querySelector('h2 a')?.getAttribute('href'), `/portfolio/${item.id}`);
    assert.is(card.querySelectorAll('a').length, 1, 'one link, named by the title');
    assert.match(text(card.querySelector('p')), `What ${item.title} does.`);
    const img = card.querySelector('picture img')!;
    assert.is(img.getAttribute('alt'), item.alt);
    assert.ok(Number(img.getAttribute('width')) > 0 && Number(img.getAttribute('height')) > 0);
    // Only the first picture is fetched before the visitor scrolls.
    assert.is(img.getAttribute('loading'), i === 0 ? null : 'lazy');
    const sources = [...card.querySelectorAll('picture source')];
    assert.equal(
      sources.map((s) => s.getAttribute('type')),
      ['image/avif', 'image/webp'],
    );
    // The same encoded files as the item's own page.
    const itemPage = read(`/portfolio/${item.id}`);
    assert.is(
      sources[0]!.getAttribute('srcset'),
      itemPage.querySelector('main picture source')!.getAttribute('srcset'),
    );
    for (const entry of sources[0]!.getAttribute('srcset')!.split(', '))
      assert.ok(site.file(entry.split(' ')[0]!), entry);
  });
});

portfolio('an item page shows its case study under the description: headings, image, code, table', () => {
  const html = site.page('/portfolio/4');
  const page = read('/portfolio/4');
  assert.is(text(page.querySelector('main h1')), 'Evaluation Harness');
  const description = [...page.querySelectorAll('main p')].find(
    (p) => text(p) === 'What Evaluation Harness does.',
  )!;
  const heading = page.querySelector('main h2')!;
  assert.is(text(heading), 'Why a harness');
  assert.ok(description.compareDocumentPosition(heading) & 4, 'the case study follows the description');
  assert.is(heading.querySelector('a')?.getAttribute('href'), '#why-a-harness');
  const pictures = [...page.querySelectorAll('main picture img')];
  assert.is(pictures.length, 2, "the item's picture, then the case study's");
  const image = pictures[1]!;
  assert.is(image.getAttribute('alt'), "The harness's results page");
  assert.is(image.getAttribute('loading'), 'lazy');
  // Chosen for the item's column, which is wider than a post's.
  const sizesOf = (img: Element) => img.parentElement!.querySelector('source')!.getAttribute('sizes');
  assert.is(sizesOf(image), sizesOf(pictures[0]!));
  assert.ok(Number(image.getAttribute('width')) > 0 && Number(image.getAttribute('height')) > 0);
  assert.ok(site.file(image.getAttribute('src')!));
  assert.ok(page.querySelectorAll('main pre code span[class^="code-"]').length > 3);
  assert.ok(page.querySelector('main table'));
  assert.not.match(html, /\sstyle="/);
});

portfolio('an MDX case study renders the component it imports', () => {
  assert.ok(allText(read('/portfolio/1'), 'main a').includes('Ask about it'));
});

portfolio.run();
