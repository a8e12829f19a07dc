/**
 * A site in English and German (../helpers/languages.ts), built in this process and served as
 * `npm start` serves dist/: in Chromium, Firefox and WebKit, the links to a page's other language
 * lead there without JavaScript, and the German pages have no WCAG violation axe finds.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser, Page } from 'playwright-core';
import { site as english } from '../../src/content';
import { buildSite, servedSite } from '../helpers/generate';
import { german, germanSite } from '../helpers/languages';
import { browserAvailable, launchBrowser, viewports } from '../helpers/browser';
import { engineMissing, keptEngine, recordingProxy, type Engine } from '../helpers/engines';
import { waitFor } from '../helpers/wait';
import { testVariables } from '../../scripts/env';

const axeSource = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** axe's WCAG violations on the open page, as `rule: targets` lines (a function body for any engine). */
const axeRun = `${axeSource};
// The page fades in (spec §4): its colours are measured at their end.
for (const animation of document.getAnimations()) animation.finish();
return window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(wcag)} }, resultTypes: ['violations'] })
  .then((result) => result.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')));`;

/** A page as a browser with JavaScript off gets it: every script taken out. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

/** What a test needs of an engine: Chromium's page through Playwright, the others through ../helpers/engines.ts. */
type Visitor = Pick<Engine, 'open' | 'run' | 'click'>;

const tests = suite('browser: two languages, their links without JavaScript and axe, in three engines');
let origin = '';
let scriptless = '';
let close = async () => {};
let chromium: Browser | undefined;
tests.before(async () => {
  const served = await servedSite(await buildSite({ files: germanSite }));
  const plain = await recordingProxy(served.origin, (_, html) => withoutScripts(html), { recorder: false });
  // Errors and CSP violations recorded in window.__problems (../helpers/engines.ts).
  const recording = await recordingProxy(served.origin);
  [origin, scriptless] = [recording.origin, plain.origin];
  close = async () => {
    await recording.close();
    await plain.close();
    await served.close();
  };
});
tests.after(async () => {
  await chromium?.close();
  await close();
});

async function chromiumVisitor(): Promise<Visitor> {
  chromium ??= await launchBrowser();
  const page: Page = await chromium.newPage();
  return {
    async open(url, viewport) {
      await page.setViewportSize(viewport);
      await page.goto(url, { waitUntil: 'load' });
    },
    run: <T>(body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>,
    click: (selector) => page.click(selector),
  };
}

const engines = {
  chromium: browserAvailable() ? null : 'Chromium not found.',
  firefox: engineMissing('firefox'),
  webkit: engineMissing('webkit'),
};

for (const [name, missing] of Object.entries(engines)) {
  if (missing && testVariables().ci) throw new Error(`${missing} The ${name} tests cannot be skipped in CI.`);
  const test = missing ? tests.skip : tests;
  test(`${name}: without JavaScript, a page's German link leads to its German page; no axe violation in German`, async () => {
    const visitor =
      name === 'chromium' ? await chromiumVisitor() : await keptEngine(name as 'firefox' | 'webkit');
    const { phone } = viewports;
    await visitor.open(`${scriptless}/writing/first-steps`, phone);
    const nav = `nav[aria-label="${english.languageNav}"]`;
    assert.equal(
      await visitor.run<string[]>(
        `return [...document.querySelectorAll('${nav} a')].map((a) => a.lang + ' ' + a.hreflang)`,
      ),
      ['en en', 'de de'],
    );
    await visitor.click(`${nav} a[hreflang="de"]`);
    // Asked while the next page loads, an engine may have no document yet, or no page to ask.
    await waitFor(
      () =>
        visitor
          .run<boolean>(
            `return location.pathname === '/de/writing/first-steps' && document.documentElement?.lang === 'de'`,
          )
          .catch(() => false),
      10_000,
      `${name}: the German page after the click`,
    );
    const current = await visitor.run<string>(
      `return document.querySelector('nav[aria-label="${german.site.languageNav}"] a[aria-current="true"]').hreflang`,
    );
    assert.is(current, 'de');
    for (const path of ['/de', '/de/writing/first-steps-only', '/de/about']) {
      await visitor.open(`${origin}${path}`, phone);
      // Hydrated with no error: a text marked for its language is the same on both sides.
      await waitFor(
        () => visitor.run<boolean>(`return document.documentElement.hasAttribute('data-hydrated')`),
        10_000,
        `${name}: ${path} to hydrate`,
      );
      assert.equal(await visitor.run<string[]>('return window.__problems'), [], `${name}: ${path}`);
      assert.equal(await visitor.run<string[]>(axeRun), [], `${name}: ${path}`);
    }
    if ('close' in visitor) await (visitor as Engine).close();
  });
}

tests.run();
