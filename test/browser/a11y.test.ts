import * as assert from 'uvu/assert';
import { site } from '../../src/content';
import { portfolioSection } from '../../src/routes';
import { visitedAddresses } from '../helpers/addresses';
import { axeViolations } from '../helpers/axe';
import { browserSuite, closePage, openPage, viewports } from '../helpers/browser';

const { test: a11y, env } = browserSuite('browser: axe-core, WCAG 2.2 A and AA');

// The pages of the page table (src/routes.ts) the browser visits, then an unknown id and an unknown address.
const paths = [...visitedAddresses, `${portfolioSection}abc`, '/no/such/page'];

for (const path of paths) {
  for (const [size, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
    a11y(`${path} at ${size} size: no violation with the drawer closed, nor open`, async () => {
      // axe is injected as an inline script, which the site's CSP rightly refuses: bypass it here only.
      const { page } = await openPage(env.browser, env.origin + path, {
        viewport,
        reducedMotion: 'reduce',
        bypassCSP: true,
      });
      assert.equal(await axeViolations(page), [], 'drawer closed');
      await page.getByRole('button', { name: site.menu.open, exact: true }).click();
      await page.locator('#site-menu').waitFor({ state: 'visible' });
      assert.equal(await axeViolations(page), [], 'drawer open');
      await closePage(page);
    });
  }
}

a11y.run();
