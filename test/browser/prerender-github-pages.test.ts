import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as assert from 'uvu/assert';
import { menu } from '../../src/routes';
import { browserSuite } from '../helpers/browser';
import { buildIfChanged } from '../../scripts/generator/cli';
import { launchCdp } from '../../scripts/cdp';
import { serveLikeGitHubPages } from '../helpers/github-pages';
import { prerenderFromMenu } from '../helpers/prerender';

const { test, env } = browserSuite('browser: prerendering where only a <meta> CSP exists', { serve: false });

test('with SITE_HEADERS=none the rules are inline, allowed by their hash, and pages are prerendered', async () => {
  // Built again only when its sources changed, as the runner does dist/ (SITE_HEADERS is an input).
  const outDir = 'test-results/dist-no-headers';
  process.env.SITE_HEADERS = 'none';
  await buildIfChanged({ outDir, mode: 'production', quiet: true });
  const cdp = await launchCdp();
  const host = await serveLikeGitHubPages(outDir);
  try {
    assert.not.ok(existsSync(join(outDir, 'speculation-rules.json')), 'no file for a header nobody sends');
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const rules = html.match(/<script type="speculationrules">([^<]*)<\/script>/)?.[1];
    assert.ok(rules, 'inline rules');
    const csp = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(rules!).digest('base64')}'`;
    assert.ok(csp.includes(hash), 'allowed by its hash');

    const tab = await cdp.newTab();
    const home = await prerenderFromMenu(tab, host.origin, menu[1]!.href, menu[0]!.href);
    await tab.click(`#site-menu a[href="${menu[0]!.href}"]`);
    await tab.until(`!document.prerendering`, { session: home });
    const activationStart = await tab.evaluate(
      `performance.getEntriesByType('navigation')[0].activationStart`,
      home,
    );
    assert.ok(activationStart > 0, 'the prerendered page was the one shown');
  } finally {
    await cdp.close();
    await host.close();
  }
});

test.run();
