import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { halves } from '../helpers/photo-fixtures';
import { axeViolations } from '../helpers/axe';
import { browserAvailable, closePage, launchBrowser, openPage, settledShift } from '../helpers/browser';
import {
  engineMissing,
  keptEngine,
  launchChromium,
  recordingProxy,
  recorderPath,
  type Engine,
} from '../helpers/engines';
import { buildSite, contentWith, servedSite, withoutDisk } from '../helpers/generate';
import { waitFor } from '../helpers/wait';
import { portfolioItems, writing } from '../../src/content';
import { postsPerPage } from '../../src/paginate';

/** A post with what most often widens a phone's page: a long code line, a wide table, an image. */
const longLine = `const answer = ${'["a long value that no phone shows on one line"], '.repeat(4)}null;`;
const post = `---
title: A long post on a small screen
date: 2026-03-14
description: Code, a table and an image on a phone.
---

Some text before the code.

\`\`\`ts
${longLine}
export function score(answer: string): number {
  return answer.length;
}
\`\`\`

| column one | column two | column three | column four | column five | column six |
| ---------- | ---------- | ------------ | ----------- | ----------- | ---------- |
| a long cell | another long cell | a third long cell | a fourth | a fifth | a sixth |

![A chart of the results](./chart.jpg)
`;
const path = '/writing/long-post';

/**
 * An MDX post that shows a component of the site among its own links (each keeps its own colours),
 * and a task list (each checkbox named by its task).
 */
const mdxPost = `---
title: A post with a button
date: 2026-02-01
description: A link, a footnote and a button of the site.
---
import { ButtonLink } from '../components/ButtonLink';

Read [the long post](/writing/long-post) first[^1].

<ButtonLink href="/contact">Ask about it</ButtonLink>

- [x] Read the long post
- [ ] Ask about it

[^1]: It has a table.
`;
const mdxPath = '/writing/with-button';

/**
 * Older posts, enough to put the oldest on /writing/page/2: long unbroken words in a title and a tag,
 * what most often widens a list of posts on a phone.
 */
const fillers = Array.from({ length: postsPerPage }, (_, i) => ({
  name: `older-${i + 1}.md`,
  text: `---\ntitle: An older post with Supercalifragilisticexpialidocious ${i + 1}\ndate: 2026-01-${String(i + 10)}\ndescription: One of the older posts.\ntags: [Internationalisation-l10n, evals]\n---\n\nText.\n`,
}));
const secondPage = '/writing/page/2';

/**
 * A post written right to left, newer than the long post: its code and a small table, and its title
 * as the long post's "newer" link shows it.
 */
const rtlPost = `---
title: למה הערכה חשובה
date: 2026-03-20
description: על הערכה של מודלים.
lang: he
---

הקוד שבדקנו:

\`\`\`js
const counts = quotes.reduce((acc, q) => acc + q, 0);
\`\`\`

| א | ב | ג |
| - | - | - |
| 1 | 2 | 3 |
`;
const rtlPath = '/writing/rtl-post';

/** The same body as a case study of the owner's first portfolio item (its id, whatever it is), and the showcase on. */
const caseStudyId = portfolioItems[0]?.id ?? 1;
/** An owner with no portfolio item gets one of the test's own, for its case study. */
const itemOfItsOwn =
  portfolioItems.length > 0
    ? {}
    : {
        portfolioItems: [
          {
            id: 1,
            title: 'A case study',
            description: 'What it does.',
            imageUrl: 'photos/case-study.jpg',
            imageAlt: 'A chart of the results',
            link: '/projects/1',
          },
        ],
      };
const caseStudyPath = `/portfolio/${caseStudyId}`;

const engines = [
  ['chromium', launchChromium, browserAvailable() ? null : 'Chromium is missing.'],
  ['firefox', () => keptEngine('firefox'), engineMissing('firefox')],
  ['webkit', () => keptEngine('webkit'), engineMissing('webkit')],
] as const;

const reading = suite(
  'writing: a post in Chromium, Firefox and WebKit, at 320 and 1440 px; the portfolio showcase and a case study',
);
let origin = '';
let close = async () => {};
/** Each engine's browser, launched beside the build, side by side (a launch is mostly waiting). */
const launched = new Map<string, Promise<Engine>>();
reading.before(async () => {
  for (const [name, launch, missing] of engines) {
    if (missing) continue;
    const engine = launch();
    engine.catch(() => {}); // its failure is its test's
    launched.set(name, engine);
  }
  // The test's own picture (a JPEG, red over blue), in the post and in the case study.
  const chart = await sharp(await halves(1600, 1000))
    .jpeg({ quality: 80 })
    .toBuffer();
  // Built in this process, with no posts or case studies but the test's own.
  const site = await servedSite(
    await buildSite({
      files: {
        ...withoutDisk('src/writing'),
        ...withoutDisk('src/portfolio'),
        'src/writing/chart.jpg': chart,
        'src/writing/long-post.md': post,
        'src/writing/with-button.mdx': mdxPost,
        'src/writing/rtl-post.md': rtlPost,
        ...Object.fromEntries(fillers.map(({ name, text }) => [`src/writing/${name}`, text])),
        'src/portfolio/chart.jpg': chart,
        [`src/portfolio/${caseStudyId}.md`]: post.replace(/^---[\s\S]*?---\n/, ''),
        'src/content.ts': contentWith({ 'portfolio.showcase': true, ...itemOfItsOwn }),
        ...(portfolioItems.length > 0 ? {} : { 'static/photos/case-study.jpg': chart }),
      },
    }),
  );
  const proxy = await recordingProxy(site.origin);
  origin = proxy.origin;
  close = async () => {
    await proxy.close();
    await site.close();
  };
});
reading.after(async () => {
  for (const engine of launched.values()) await engine.then((e) => e.close()).catch(() => {});
  await close();
});

type Seen = {
  overflow: number;
  problems: string[];
  codeScrolls: boolean;
  coloured: boolean;
  scripts: string[];
};

for (const [name, , missing] of engines) {
  const test = missing ? reading.skip : reading;
  test(`${name}: no sideways scroll, no CSP violation, highlighted code, no script beyond the drawer's`, async () => {
    // Closed with the suite (reading.after).
    const engine = await launched.get(name)!;
    for (const width of [320, 1440]) {
      await engine.open(origin + path, { width, height: 900 });
      await waitFor(() => engine.run<boolean>(`return document.fonts.status === 'loaded'`), 10_000, 'fonts');
      const seen = await engine.run<Seen>(`
        const pre = document.querySelector('main pre');
        const token = pre.querySelector('span[class^="code-"]');
        return {
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          problems: window.__problems,
          codeScrolls: pre.scrollWidth > pre.clientWidth,
          coloured: getComputedStyle(token).color !== getComputedStyle(pre).color,
          scripts: performance.getEntriesByType('resource')
            .filter((r) => r.initiatorType === 'script' || /\\.m?js$/.test(new URL(r.name).pathname))
            .map((r) => new URL(r.name).pathname),
        };`);
      assert.is(seen.overflow, 0, `${name} ${width}: the page scrolls sideways`);
      assert.equal(seen.problems, [], `${name} ${width}`);
      assert.ok(seen.coloured, `${name} ${width}: the code's colours are not applied`);
      if (width === 320) assert.ok(seen.codeScrolls, `${name}: the long line should scroll inside its block`);
      const own = seen.scripts.filter((src) => src !== recorderPath);
      assert.ok(
        own.length > 0 && own.every((src) => /^\/assets\/islands-(loader|runtime)-/.test(src)),
        own.join(', '),
      );
    }
  });
}

type Showcase = { overflow: number; unsized: string[]; shift: number; violations: string[] };

/** A Chromium test of this file, on a browser of its own, closed after it; skipped without Chromium. */
const chromiumTest = (title: string, body: (browser: Browser) => Promise<void>) =>
  (browserAvailable() ? reading : reading.skip)(title, async () => {
    const browser = await launchBrowser();
    try {
      await body(browser);
    } finally {
      await browser.close();
    }
  });

// Chromium only: the layout-shift entries that measure a shift are Chromium's.
chromiumTest(
  'chromium: the showcase and a case study at 320 and 1440 px: no sideways scroll, no shift, no axe violation',
  async (browser) => {
    for (const width of [320, 1440]) {
      for (const address of ['/portfolio', caseStudyPath]) {
        const viewport = { width, height: 900 };
        // axe is injected as an inline script, which the site's CSP rightly refuses: bypass it here only.
        const { page, problems } = await openPage(browser, origin + address, { viewport, bypassCSP: true });
        // Every picture loaded (the lazy ones scrolled to), then the shift they caused, if any.
        await page.evaluate(async () => {
          for (const img of document.querySelectorAll('main img')) img.scrollIntoView();
          await Promise.all([...document.images].map((img) => img.decode().catch(() => {})));
          window.scrollTo(0, 0);
        });
        const seen: Showcase = {
          ...(await page.evaluate(() => ({
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            unsized: [...document.querySelectorAll('main img')]
              .filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
              .map((img) => img.outerHTML),
          }))),
          shift: await settledShift(page),
          violations: await axeViolations(page),
        };
        const at = `${address} at ${width} px`;
        assert.is(seen.overflow, 0, `${at}: the page scrolls sideways`);
        assert.equal(seen.unsized, [], at);
        assert.is(seen.shift, 0, `${at}: layout shift`);
        assert.equal(seen.violations, [], at);
        assert.equal(problems, [], at);
        if (address === '/portfolio')
          assert.ok((await page.locator('main ul > li').count()) > 0, `${at}: no cards`);
        await closePage(page);
      }
    }
  },
);

chromiumTest(
  'chromium: a post written right to left: its code reads left to right, a small table is as wide as its columns',
  async (browser) => {
    for (const width of [390, 1440]) {
      const { page, problems } = await openPage(browser, origin + rtlPath, {
        viewport: { width, height: 900 },
      });
      const seen = await page.evaluate(() => {
        const pre = document.querySelector('main pre')!;
        const code = pre.getBoundingClientRect();
        const first = document.createRange();
        first.selectNodeContents(pre.querySelector('code')!.firstChild!);
        const table = document.querySelector('main table')!;
        const cells = [...table.querySelectorAll('tr:first-child > *')].map((c) => c.getBoundingClientRect());
        return {
          // Where the first word of the code starts, from the block's left edge.
          codeStart: Math.round(first.getClientRects()[0]!.left - code.left),
          padding: Math.round(parseFloat(getComputedStyle(pre).paddingLeft) + pre.clientLeft),
          table: Math.round(table.getBoundingClientRect().width),
          tableScrolls: table.scrollWidth > table.clientWidth,
          columns: Math.round(Math.max(...cells.map((c) => c.right)) - Math.min(...cells.map((c) => c.left))),
        };
      });
      const at = `at ${width} px`;
      assert.is(seen.codeStart, seen.padding, `${at}: the code starts on the left`);
      assert.not.ok(seen.tableScrolls, `${at}: three short columns fit a phone`);
      assert.ok(
        Math.abs(seen.table - seen.columns) <= 2,
        `${at}: the table ${seen.table} px wide, its columns ${seen.columns} px`,
      );
      assert.equal(problems, [], at);
      await closePage(page);
    }
    // On the long post, the newer post's Hebrew title sits under its label, at the link's end: the
    // right on a site written left to right, where the title's own direction is the other one.
    const { page } = await openPage(browser, origin + path, { viewport: { width: 390, height: 900 } });
    const [label, title] = await page.locator('a[rel="next"] > span').evaluateAll((spans) =>
      spans.map((span) => {
        // Where its words end, not its box: a box may span the link's width.
        const words = document.createRange();
        words.selectNodeContents(span);
        const box = words.getBoundingClientRect();
        return Math.round(getComputedStyle(span.parentElement!).direction === 'rtl' ? box.left : box.right);
      }),
    );
    assert.is(title, label, 'the title ends where its label ends');
    await closePage(page);
  },
);

chromiumTest(
  'chromium: axe finds no WCAG A or AA violation on /writing and the posts (one with a ButtonLink)',
  async (browser) => {
    // axe is injected as an inline script, which the site's CSP rightly refuses: bypassed here only.
    const page = await (await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' })).newPage();
    for (const [address, width] of [
      ['/writing', 320],
      ['/writing/tags/evals', 320],
      [path, 320],
      [path, 1440],
      [mdxPath, 320],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(origin + address, { waitUntil: 'load' });
      assert.equal(await axeViolations(page), [], `${address} at ${width} px`);
    }
  },
);

chromiumTest(
  'chromium: /writing/page/2 at 320 and 1440 px: no sideways scroll, no axe violation, its links reached by Tab',
  async (browser) => {
    for (const width of [320, 1440]) {
      const viewport = { width, height: 900 };
      // axe is injected as an inline script, which the site's CSP rightly refuses: bypassed here only.
      const { page, problems } = await openPage(browser, origin + secondPage, {
        viewport,
        bypassCSP: true,
      });
      const at = `${secondPage} at ${width} px`;
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.is(overflow, 0, `${at}: the page scrolls sideways`);
      assert.equal(await axeViolations(page), [], at);
      // Tab from the top until the Newer posts link (page 2 is the last: it has no Older) has the focus.
      let focused: { rel: string | null; href: string | null; shown: boolean } | null = null;
      for (let i = 0; i < 40 && focused?.rel !== 'prev'; i++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => {
          const el = document.activeElement!;
          const box = el.getBoundingClientRect();
          return {
            rel: el.getAttribute('rel'),
            href: el.getAttribute('href'),
            shown: box.width > 0 && box.left >= 0 && box.right <= innerWidth,
          };
        });
      }
      assert.equal(
        focused,
        { rel: 'prev', href: '/writing', shown: true },
        `${at}: ${writing.newerPosts} by Tab`,
      );
      assert.equal(problems, [], at);
      await closePage(page);
    }
  },
);

reading.run();
