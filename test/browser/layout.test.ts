import { mkdirSync } from 'node:fs';
import * as assert from 'uvu/assert';
import { browserSuite, closePage, openPage, settledShift, viewports } from '../helpers/browser';
import { layoutPaths, screens } from '../helpers/screens';
import { notFound, portfolio } from '../../src/content';
import { slowDocumentServer } from '../helpers/slow-document';
import { testVariables } from '../../scripts/env';

const { test: layout, env } = browserSuite('browser: every screen at phone, tablet and desktop sizes');

const shots = 'test-results/screenshots';
const { screenshots } = testVariables();

/** How long the second part of a page's HTML is held back. */
const htmlPauseMs = 400;

/** The site served with each page's HTML in two parts (test/helpers/slow-document.ts), once needed. */
let slowSite: ReturnType<typeof slowDocumentServer> | undefined;
layout.after(async () => (await slowSite)?.close());

/** What a screen's address answers: its status, and the h1 it shows (the landing's goes on after it). */
const answers = new Map(
  screens.map(({ path, h1 }) => [
    path,
    { h1, status: ([portfolio.notFound.title, notFound.title] as string[]).includes(h1) ? 404 : 200 },
  ]),
);

for (const path of layoutPaths) {
  const answer = answers.get(path);
  layout(
    `${path}: ${answer ? `status ${answer.status}, its h1, ` : ''}no console or page error, loading and hydration shift nothing (CLS under 0.001); screenshots at each size with SCREENSHOTS=1`,
    async () => {
      if (screenshots) mkdirSync(shots, { recursive: true });
      // The three sizes side by side, each in its own page: a load is mostly waiting.
      await Promise.all(
        Object.entries(viewports).map(async ([name, viewport]) => {
          const { page, problems, response } = await openPage(env.browser, env.origin + path, { viewport });
          if (answer) {
            assert.is(response?.status(), answer.status, name);
            const h1 = (await page.locator('h1').innerText()).replace(/\s+/g, ' ').trim();
            if (path === '/') assert.ok(h1.startsWith(answer.h1), `${name}: ${h1}`);
            else assert.is(h1, answer.h1, name);
          }
          const shift = await settledShift(page);
          // Below 0.001 is what Lighthouse shows as 0.
          assert.ok(shift < 0.001, `${name}: CLS ${shift}`);
          // For a person to look through (SCREENSHOTS=1): PNG, lossless, and what image viewers all open.
          if (screenshots)
            await page.screenshot({
              path: `${shots}/${name}${path.replace(/\//g, '_')}.png`,
              fullPage: true,
            });
          assert.equal(problems, [], name);
          await closePage(page);
        }),
      );
    },
  );

  layout(
    `${path}: HTML that arrives in two parts (phone and desktop), and on the phone a font that arrives after both, shift nothing`,
    async () => {
      // The browser paints the first half of <main> before the rest is read: what was painted stays put.
      slowSite ??= slowDocumentServer(env.origin, htmlPauseMs);
      const { origin } = await slowSite;
      // Side by side, each in its own page: a load is mostly waiting.
      await Promise.all(
        (
          [
            // A slow network, or a busy machine: the font comes well after the text is first painted,
            // the whole page's text, both parts of it.
            ['phone', viewports.phone, { delay: { pattern: /\.woff2$/, ms: 2 * htmlPauseMs } }],
            ['desktop', viewports.desktop, {}],
          ] as const
        ).map(async ([name, viewport, late]) => {
          const { page } = await openPage(env.browser, origin + path, { viewport, ...late });
          const shift = await settledShift(page);
          assert.ok(shift < 0.001, `${name}: CLS ${shift}`);
          await closePage(page);
        }),
      );
    },
  );
}

layout.run();
