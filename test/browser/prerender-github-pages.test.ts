import { createHash } from 'node:crypto';
import * as assert from 'uvu/assert';
import { menu } from '../../src/routes';
import { browserSuite } from '../helpers/browser';
import { launchCdp } from '../../scripts/cdp';
import { buildSite, writtenSite } from '../helpers/generate';
import { serveLikeGitHubPages } from '../helpers/github-pages';
import { prerenderFromMenu } from '../helpers/prerender';

const { test, env } = browserSuite('browser: prerendering where only a <meta> CSP exists', { serve: false });

test('with SITE_HEADERS=none the rules are inline, allowed by their hash, and pages are prerendered', async () => {
  // Chromium starts while the site is built in this process (SITE_HEADERS is the build's); the
  // build's files are written where the host serves them.
  const cdp = launchCdp();
  cdp.catch(() => {}); // its failure is the test's, where it is awaited
  let written: ReturnType<typeof writtenSite> | undefined;
  let host: Awaited<ReturnType<typeof serveLikeGitHubPages>> | undefined;
  try {
    const site = await buildSite({ env: { SITE_HEADERS: 'none' } });
    written = writtenSite(site);
    host = await serveLikeGitHubPages(written.dir);
    assert.not.ok(site.file('speculation-rules.json'), 'no file for a header nobody sends');
    const html = site.page('/');
    const rules = html.match(/<script type="speculationrules">([^<]*)<\/script>/)?.[1];
    assert.ok(rules, 'inline rules');
    const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(rules!).digest('base64')}'`;
    assert.ok(csp.includes(hash), 'allowed by its hash');

    const tab = await (await cdp).newTab();
    const home = await prerenderFromMenu(tab, host.origin, menu[1]!.href, menu[0]!.href);
    await tab.click(`#site-menu a[href="${menu[0]!.href}"]`);
    await tab.until(`!document.prerendering`, { session: home });
    const activationStart = await tab.evaluate(
      `performance.getEntriesByType('navigation')[0].activationStart`,
      home,
    );
    assert.ok(activationStart > 0, 'the prerendered page was the one shown');
  } finally {
    await cdp.then((browser) => browser.close()).catch(() => {});
    await host?.close();
    written?.remove();
  }
});

test.run();
