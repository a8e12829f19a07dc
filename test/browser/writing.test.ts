import type { AddressInfo } from 'node:net';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startServer } from '../../scripts/serve/serve';
import { browserAvailable, launchBrowser } from '../helpers/browser';
import {
  engineMissing,
  launchFirefox,
  launchWebKit,
  recordingProxy,
  recorderPath,
  type Engine,
} from '../helpers/engines';
import { projectCopy, runBuild } from '../helpers/project';
import { waitFor } from '../helpers/wait';

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

/** Chromium, through the same small interface as the other engines. */
async function launchChromium(): Promise<Engine> {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  return {
    async open(url, viewport) {
      await page.setViewportSize(viewport);
      await page.goto(url, { waitUntil: 'load' });
    },
    run: <T>(body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>,
    click: (selector) => page.click(selector),
    clickAt: (x, y) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    close: () => browser.close(),
  };
}

const engines = [
  ['chromium', launchChromium, browserAvailable() ? null : 'Chromium is missing.'],
  ['firefox', launchFirefox, engineMissing('firefox')],
  ['webkit', launchWebKit, engineMissing('webkit')],
] as const;

const reading = suite('writing: a post in Chromium, Firefox and WebKit, at 320 and 1440 px');
let dir = '';
let origin = '';
let close = async () => {};
reading.before(async () => {
  dir = projectCopy();
  copyFileSync('static/photos/profile.jpg', join(dir, 'src/writing/chart.jpg'));
  writeFileSync(join(dir, 'src/writing/long-post.md'), post);
  const built = runBuild(dir);
  if (built.status !== 0) throw new Error(built.stderr);
  const server = await startServer(join(dir, 'dist'), 0);
  const proxy = await recordingProxy(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  origin = proxy.origin;
  close = async () => {
    await proxy.close();
    await new Promise<void>((ok) => server.close(() => ok()));
  };
});
reading.after(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

type Seen = {
  overflow: number;
  problems: string[];
  codeScrolls: boolean;
  coloured: boolean;
  scripts: string[];
};

for (const [name, launch, missing] of engines) {
  const test = missing ? reading.skip : reading;
  test(`${name}: no sideways scroll, no CSP violation, highlighted code, no script beyond the drawer's`, async () => {
    const engine = await launch();
    try {
      for (const width of [320, 1440]) {
        await engine.open(origin + path, { width, height: 900 });
        await waitFor(
          () => engine.run<boolean>(`return document.fonts.status === 'loaded'`),
          10_000,
          'fonts',
        );
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
        if (width === 320)
          assert.ok(seen.codeScrolls, `${name}: the long line should scroll inside its block`);
        const own = seen.scripts.filter((src) => src !== recorderPath);
        assert.ok(
          own.length > 0 && own.every((src) => /^\/assets\/islands-(loader|runtime)-/.test(src)),
          own.join(', '),
        );
      }
    } finally {
      await engine.close();
    }
  });
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
type Violations = { violations: { id: string; nodes: { target: string[] }[] }[] };

(browserAvailable() ? reading : reading.skip)(
  'chromium: axe finds no WCAG A or AA violation on /writing and the post',
  async () => {
    const browser = await launchBrowser();
    try {
      // axe is injected as an inline script, which the site's CSP rightly refuses: bypassed here only.
      const page = await (await browser.newContext({ bypassCSP: true, reducedMotion: 'reduce' })).newPage();
      for (const [address, width] of [
        ['/writing', 320],
        [path, 320],
        [path, 1440],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(origin + address, { waitUntil: 'load' });
        await page.addScriptTag({ content: readFileSync('node_modules/axe-core/axe.min.js', 'utf8') });
        const { violations } = (await page.evaluate(
          (tags) =>
            (window as unknown as { axe: { run: (d: Document, o: object) => Promise<unknown> } }).axe.run(
              document,
              {
                runOnly: { type: 'tag', values: tags },
                resultTypes: ['violations'],
              },
            ),
          wcagTags,
        )) as Violations;
        const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        assert.equal(found, [], `${address} at ${width} px`);
      }
    } finally {
      await browser.close();
    }
  },
);

reading.run();
