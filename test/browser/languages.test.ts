/**
 * A site in English and German (../helpers/languages.ts), built in this process and served as
 * `npm start` serves dist/: in Chromium, Firefox and WebKit, the links to a page's other language
 * lead there without JavaScript, and the German pages have no WCAG violation axe finds.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { site as english } from '../../src/content';
import { buildSite, servedSite } from '../helpers/generate';
import { german, germanSite } from '../helpers/languages';
import { browserAvailable, viewports } from '../helpers/browser';
import { axeRunBody } from '../helpers/axe';
import {
  engineMissing,
  keptEngine,
  launchChromium,
  recordingProxy,
  withoutScripts,
} from '../helpers/engines';
import { waitFor } from '../helpers/wait';
import { testVariables } from '../../scripts/env';

/** axe's WCAG violations on the open page, its fade-in (spec §4) run to the end so colours are measured there. */
const axeRun = `for (const animation of document.getAnimations()) animation.finish();\n${axeRunBody}`;

const tests = suite('browser: two languages, their links without JavaScript and axe, in three engines');
let origin = '';
let scriptless = '';
let close = async () => {};
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
tests.after(() => close());

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
      name === 'chromium' ? await launchChromium() : await keptEngine(name as 'firefox' | 'webkit');
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
    await visitor.close();
  });
}

tests.run();
