import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { browserAvailable, launchBrowser, serveSite } from '../helpers/browser';
import { projectCopy, runBuild, siteHasWriting } from '../helpers/project';
import { allText, text } from '../helpers/site';
import { readPage } from '../helpers/site-dom';
import { writePicture } from '../helpers/photo-fixtures';

/** The test's own projects (ids 1 and 4: an id is a name, not a place in the list), with pictures of their own. */
const items = [
  { id: 4, title: 'Evaluation Harness', alt: 'A dashboard of evaluation scores', photo: 'harness.jpg' },
  // A phone's screenshot, tall: its top kept in view where the 16:9 frame crops it.
  {
    id: 1,
    title: 'Support Copilot',
    alt: 'A chat window answering a customer',
    photo: 'copilot.jpg',
    focus: '50% 0%',
  },
] as { id: number; title: string; alt: string; photo: string; focus?: string }[];
const itemsSource = `export const portfolioItems: readonly PortfolioItem[] = ${JSON.stringify(
  items.map(({ id, title, alt, photo, focus }) => ({
    id,
    title,
    description: `What ${title} does.`,
    imageUrl: `photos/${photo}`,
    imageAlt: alt,
    ...(focus ? { imageFocus: focus } : {}),
    link: `/projects/${id}`,
  })),
)};\n\nexport const contact`;

/** A case study with a heading, an image beside it, code and a table; and an MDX one with a component. */
const caseStudies: Record<string, string> = {
  '4.md': `## Why a harness\n\nEvery prompt change was a guess.\n\n![The harness's results page](./results.jpg)\n\n\`\`\`ts\nexport function score(answer: string): number {\n  return answer.length;\n}\n\`\`\`\n\n| run | score |\n| --- | ----- |\n| 1   | 0.71  |\n`,
  '1.mdx': `import { ButtonLink } from '../components/ButtonLink';\n\nThe copilot's story.\n\n<ButtonLink href="/contact">Ask about it</ButtonLink>\n`,
};

/** Every file of a build, by path, as a hash of its contents. */
const snapshot = (dist: string) =>
  Object.fromEntries(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'previous-build.txt')
      .map((entry) => join(entry.parentPath, entry.name))
      .map((file) => [
        file.slice(dist.length),
        createHash('sha256').update(readFileSync(file)).digest('hex'),
      ]),
  );

const portfolio = suite('portfolio: case studies and the showcase in a copy of the project');
let dir = '';
let dist = '';
let today: Record<string, string> = {};
let absent: Record<string, string> = {};
const builds: Record<string, ReturnType<typeof runBuild>> = {};

portfolio.before(async () => {
  dir = projectCopy();
  dist = join(dir, 'dist');
  // The copy's dist/ is the build of the project as it is, whose src/portfolio/ holds no case study
  // (built again when it shows the owner's posts or case studies, which the copy left out).
  if (siteHasWriting) builds.today = runBuild(dir);
  today = snapshot(dist);
  rmSync(join(dir, 'src/portfolio'), { recursive: true });
  builds.absent = runBuild(dir, {}, ['--force']);
  absent = snapshot(dist);
  mkdirSync(join(dir, 'src/portfolio'));
  await writePicture(join(dir, 'src/portfolio/results.jpg'));
  for (const [name, body] of Object.entries(caseStudies))
    writeFileSync(join(dir, 'src/portfolio', name), body);
  for (const { photo } of items) await writePicture(join(dir, 'static/photos', photo), 1600, 2000);
  const content = join(dir, 'src/content.ts');
  const source = readFileSync(content, 'utf8')
    .replace('showcase: false as boolean', 'showcase: true as boolean')
    .replace(
      /export const portfolioItems: readonly PortfolioItem\[\] = \[[\s\S]*?\n\];\n\nexport const contact/,
      itemsSource,
    );
  writeFileSync(content, source);
  builds.showcase = runBuild(dir);
});
portfolio.after(() => rmSync(dir, { recursive: true, force: true }));

portfolio('both builds succeed, within the byte budgets', () => {
  for (const [name, built] of Object.entries(builds)) {
    assert.is(built.status, 0, `${name}: ${built.stderr}`);
    assert.not.match(built.stderr, 'over its budget', name);
  }
});

portfolio('with no src/portfolio/ folder, dist/ is byte for byte the build of today', () => {
  assert.ok(Object.keys(today).length > 10);
  assert.equal(absent, today);
});

portfolio('/portfolio lists the items as cards: picture, title, description, a link to the page', () => {
  const page = readPage('/portfolio', dist);
  assert.not.ok(page.querySelector('main svg'), 'no Coming Soon card');
  assert.not.match(readFileSync(join(dist, 'portfolio.html'), 'utf8'), /\sstyle="/);
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
    const itemPage = readPage(`/portfolio/${item.id}`, dist);
    assert.is(
      sources[0]!.getAttribute('srcset'),
      itemPage.querySelector('main picture source')!.getAttribute('srcset'),
    );
    for (const entry of sources[0]!.getAttribute('srcset')!.split(', '))
      assert.ok(existsSync(join(dist, entry.split(' ')[0]!)), entry);
  });
});

portfolio(
  'the two cards: stacked on a phone, side by side on a tablet, centred on a desktop; each picture’s focus in view',
  async () => {
    if (!browserAvailable()) return;
    const site = await serveSite(dist);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const boxes = async (width: number) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${site.origin}/portfolio`);
        return page.evaluate(() => {
          const list = document.querySelector('main ul')!.getBoundingClientRect();
          return [...document.querySelectorAll('main ul > li')].map((card) => {
            const box = card.getBoundingClientRect();
            return {
              left: Math.round(box.left - list.left),
              right: Math.round(list.right - box.right),
              top: box.top,
              width: box.width,
              row: list.width,
            };
          });
        });
      };
      const phone = await boxes(390);
      for (const card of phone)
        assert.equal([card.left, card.right], [0, 0], 'a phone: each card the row’s width');
      assert.ok(phone[1]!.top > phone[0]!.top, 'a phone: one under the other');
      const tablet = await boxes(768);
      assert.is(tablet[0]!.top, tablet[1]!.top, 'a tablet: side by side');
      // The outer edges, whichever card is first (on the right, on a site written right to left).
      const edges = (cards: typeof tablet) => [
        Math.min(...cards.map((c) => c.left)),
        Math.min(...cards.map((c) => c.right)),
      ];
      assert.equal(edges(tablet), [0, 0], 'a tablet: two columns fill the row');
      const desktop = await boxes(1440);
      assert.is(desktop[0]!.top, desktop[1]!.top, 'a desktop: side by side');
      for (const card of desktop)
        assert.ok(Math.abs(card.width - (card.row - 48) / 3) < 1, 'a third of the row, less the gaps');
      const [left, right] = edges(desktop);
      assert.ok(Math.abs(left! - right!) <= 1, `centred: ${left} px left, ${right} px right`);
      // Each picture keeps its item's focus in view, on the list and on its page; the middle by default.
      const positions = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('main picture img')].map(
            (img) => getComputedStyle(img).objectPosition,
          ),
        );
      assert.equal(
        await positions(),
        items.map((item) => item.focus ?? '50% 50%'),
      );
      for (const item of items) {
        await page.goto(`${site.origin}/portfolio/${item.id}`);
        // The item's picture, above its case study's.
        assert.is((await positions())[0], item.focus ?? '50% 50%', `/portfolio/${item.id}`);
      }
    } finally {
      await browser.close();
      await site.close();
    }
  },
);

portfolio('an item page shows its case study under the description: headings, image, code, table', () => {
  const html = readFileSync(join(dist, 'portfolio/4.html'), 'utf8');
  const page = readPage('/portfolio/4', dist);
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
  assert.ok(existsSync(join(dist, image.getAttribute('src')!)));
  assert.ok(page.querySelectorAll('main pre code span[class^="code-"]').length > 3);
  assert.ok(page.querySelector('main table'));
  assert.not.match(html, /\sstyle="/);
});

portfolio('an MDX case study renders the component it imports', () => {
  assert.ok(allText(readPage('/portfolio/1', dist), 'main a').includes('Ask about it'));
});

portfolio.run();
