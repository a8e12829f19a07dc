import * as assert from 'uvu/assert';
import { landing, owner, timings } from '../../src/content';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { menu, notFoundPath, outputFile, portfolioNotFoundPath } from '../../src/routes';
import { speculationRulesFile } from '../../scripts/generator/host-files/speculation-rules';
import { distDir, readPageHtml } from '../helpers/site';
import { browserSuite, closePage, openPage } from '../helpers/browser';
import { launchCdp, type CdpTab } from '../../scripts/cdp';
import { prerenderFromMenu } from '../helpers/prerender';

const { test, env } = browserSuite('browser: pages prerendered on intent');

const phrase = `document.querySelector('[data-phrase-index]').textContent`;
const fading = `document.querySelector('[data-phrase-index]').dataset.fading`;
const fade = `(() => { const [a] = document.querySelector('main').getAnimations();
  return a && { time: a.currentTime, state: a.playState }; })()`;

/**
 * Moves the page's virtual clock on by `ms` and holds it there: its timers see that time pass, at
 * once and exactly, and no time passes for them between two calls. (Animations are not moved by it:
 * the frames that would run them are not drawn meanwhile.)
 */
async function pass(tab: CdpTab, session: string, ms: number) {
  const expired = tab.next('Emulation.virtualTimeBudgetExpired', { sessionId: session, timeoutMs: 10_000 });
  await tab.send('Emulation.setVirtualTimePolicy', { policy: 'advance', budget: ms }, session);
  await expired;
}

test('a page prerendered from the menu is shown at the click, its fade and headline starting then', async () => {
  const cdp = await launchCdp();
  try {
    const tab = await cdp.newTab();
    const home = await prerenderFromMenu(tab, env.origin, menu[1]!.href, menu[0]!.href);
    // Hidden: the fade is held at its start, and a hydrated headline counts no time.
    assert.equal(await tab.evaluate(fade, home), { time: 0, state: 'paused' }, 'fade held while hidden');
    await tab.until(`document.documentElement.hasAttribute('data-hydrated')`, { session: home });
    // From here the page's clock moves only when the test moves it.
    await tab.send('Emulation.setVirtualTimePolicy', { policy: 'pause' }, home);
    // A whole interval and its fade-out pass on the page's clock; a timer of its own shows they did.
    await tab.evaluate(
      `window.elapsed = false; setTimeout(() => (window.elapsed = true), ${timings.headlineInterval + timings.headlineFadeOut})`,
      home,
    );
    // A second more than that: a hidden page's timers may be aligned to whole seconds.
    await pass(tab, home, timings.headlineInterval + timings.headlineFadeOut + 1000);
    await tab.until('window.elapsed', { session: home }); // the time passed for the hidden page
    assert.is(await tab.evaluate(phrase, home), owner.name, 'no rotation while hidden');

    // The clock is held: what is read once the page is shown is its state at the click.
    await tab.click(`#site-menu a[href="${menu[0]!.href}"]`);
    await tab.until(`!document.prerendering`, { session: home });
    const shown = await tab.evaluate(
      `({ activationStart: performance.getEntriesByType('navigation')[0].activationStart, fade: ${fade}, phrase: ${phrase} })`,
      home,
    );
    assert.ok(shown.activationStart > 0, 'the prerendered page was the one shown');
    assert.equal(shown.fade, { time: 0, state: 'running' }, 'the fade starts when the page is shown');
    assert.is(shown.phrase, owner.name, 'the headline starts at the name');

    // From there the rotation keeps its times: the fade-out at 2500 ms, the switch 300 ms later.
    await pass(tab, home, timings.headlineInterval + timings.headlineFadeOut - 1);
    await tab.until(`${fading} === 'out'`, { session: home });
    assert.is(await tab.evaluate(phrase, home), owner.name, 'not switched 1 ms before its time');
    // The switch's render runs in tasks of its own: time passes beyond it so that they run before the clock stops.
    await pass(tab, home, 200);
    await tab.until(`${phrase} === ${JSON.stringify(landing.phrases[1])} && ${fading} === 'in'`, {
      session: home,
    });
  } finally {
    await cdp.close();
  }
});

test("the rules match every link to one of the site's pages, and no link to a file, a not-found page or another site", async () => {
  const rules = readFileSync(join(distDir, speculationRulesFile), 'utf8');
  // The built site's pages, from its sitemap: with the owner's posts, more than the page table lists here.
  const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
  const built = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const links = new Set([
    ...[...built, notFoundPath, portfolioNotFoundPath].flatMap((path) =>
      [...readPageHtml(path).matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
    ),
    // What no page links to today, but a page's text may: files, the not-found pages, another site.
    notFoundPath,
    portfolioNotFoundPath,
    '/rss.xml',
    '/assets/inter-latin.woff2',
    'https://example.org/about',
  ]);
  const { page } = await openPage(env.browser, `${env.origin}/`);
  try {
    // Chromium's own URL patterns decide, as they do when it applies the rules.
    const matched: Record<string, boolean> = await page.evaluate(
      ({ rules, links }) => {
        type Where = { and?: Where[]; not?: Where; href_matches?: string | string[] };
        const test = (where: Where, url: string): boolean => {
          if (where.and) return where.and.every((w) => test(w, url));
          if (where.not) return !test(where.not, url);
          return [where.href_matches!].flat().some((p) => new URLPattern(p, document.baseURI).test(url));
        };
        const [rule] = JSON.parse(rules).prerender;
        return Object.fromEntries(
          links.map((href) => [href, test(rule.where, new URL(href, document.baseURI).href)]),
        );
      },
      { rules, links: [...links] },
    );
    for (const [href, prerendered] of Object.entries(matched)) {
      const url = new URL(href, env.origin);
      // A fragment or query names the same page (Chromium never prerenders the page it is on).
      // A post shown untranslated in another language is a page the sitemap leaves out (README, "Languages").
      const isPage =
        url.origin === env.origin &&
        (built.includes(url.pathname) ||
          (!url.pathname.endsWith('/404') && existsSync(join(distDir, outputFile(url.pathname)))));
      assert.is(prerendered, isPage, href);
    }
    assert.ok(Object.values(matched).filter(Boolean).length >= menu.length, 'the menu pages match');
  } finally {
    await closePage(page);
  }
});

test.run();
