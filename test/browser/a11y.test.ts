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
  a11y(`${path} at phone and desktop size: no violation with the drawer closed, nor open`, async () => {
    // axe is injected as an inline script, which the site's CSP rightly refuses: bypass it here only.
    const { page } = await openPage(env.browser, env.origin + path, {
      viewport: viewports.phone,
      reducedMotion: 'reduce',
      bypassCSP: true,
    });
    const menuButton = page.getByRole('button', { name: site.menu.open, exact: true });
    // One page for both sizes: loaded at a phone's, then made a desktop's (its layout is CSS's).
    for (const [size, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
      await page.setViewportSize(viewport);
      await page.waitForFunction((width) => innerWidth === width, viewport.width);
      assert.equal(await axeViolations(page), [], `${size}: drawer closed`);
      await menuButton.click();
      await page.locator('#site-menu').waitFor({ state: 'visible' });
      assert.equal(await axeViolations(page), [], `${size}: drawer open`);
      await page.keyboard.press('Escape');
      await page.locator('#site-menu').waitFor({ state: 'hidden' });
    }
    await closePage(page);
  });
}

a11y.run();
