import type { Page } from 'playwright-core';
import * as assert from 'uvu/assert';
import { landing, site } from '../../src/content';
import { menu } from '../../src/routes';
import { breakpoints, colors, drawerWidth } from '../../src/theme';
import { animationsDone, browserSuite, closePage, openPage, viewports } from '../helpers/browser';
import { cssRgb } from '../helpers/contrast';
import { readPageHtml } from '../helpers/site';
import { directionOf } from '../../src/text-direction';

const { test: drawer, env } = browserSuite('browser: the drawer’s keyboard and layout contract');

const hamburger = (page: Page) => page.getByRole('button', { name: site.menu.open, exact: true });
const activeInfo = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { inDrawer: !!el?.closest('#site-menu'), text: el?.textContent ?? '', tag: el?.tagName ?? '' };
  });

drawer('the hamburger names itself, is expanded-aware and controls the drawer', async () => {
  const { page, problems } = await openPage(env.browser, `${env.origin}/about`);
  const button = hamburger(page);
  assert.is(await button.getAttribute('aria-expanded'), 'false');
  assert.is(await button.getAttribute('aria-controls'), 'site-menu');
  assert.not.ok(await page.locator('#site-menu').isVisible());
  await button.click();
  assert.is(await button.getAttribute('aria-expanded'), 'true');
  assert.ok(await page.locator('#site-menu').isVisible());
  assert.is(await page.getByRole('dialog').getAttribute('aria-modal'), 'true');
  assert.equal(problems, []);
  await closePage(page);
});

drawer(
  'keyboard: Enter opens, focus moves in, Tab and Shift+Tab stay inside, Escape closes to the hamburger',
  async () => {
    const { page } = await openPage(env.browser, `${env.origin}/`);
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // hamburger
    assert.is(await hamburger(page).evaluate((el) => el === document.activeElement), true);
    await page.keyboard.press('Enter');
    await page.locator('#site-menu').waitFor({ state: 'visible' });
    const first = await activeInfo(page);
    assert.ok(first.inDrawer, 'focus moved into the drawer');
    assert.is(first.text, menu[0]!.label);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const info = await activeInfo(page);
      assert.ok(info.inDrawer, `Tab ${i + 1} stayed inside (${info.tag} ${info.text})`);
      seen.add(info.text);
    }
    assert.ok(
      menu.every((entry) => seen.has(entry.label)),
      'every entry was reached',
    );
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      assert.ok((await activeInfo(page)).inDrawer, `Shift+Tab ${i + 1} stayed inside`);
    }
    await page.keyboard.press('Escape');
    assert.is(await hamburger(page).getAttribute('aria-expanded'), 'false');
    assert.is(await hamburger(page).evaluate((el) => el === document.activeElement), true, 'focus is back');
    await page.locator('#site-menu').waitFor({ state: 'hidden' });
    await closePage(page);
  },
);

drawer('the page behind is inert while open: clicks and focus do not reach it', async () => {
  const { page } = await openPage(env.browser, `${env.origin}/contact`);
  await hamburger(page).click();
  assert.ok(
    await page.locator('main').evaluate((el) => el.hasAttribute('inert') && (el as HTMLElement).inert),
  );
  const focusedBehind = await page.evaluate(() => {
    const link = document.querySelector<HTMLElement>('main a')!;
    link.focus();
    return document.activeElement === link;
  });
  assert.not.ok(focusedBehind, 'an element behind cannot take focus');
  await page.keyboard.press('Escape');
  assert.not.ok(await page.locator('main').evaluate((el) => el.hasAttribute('inert')));
  await closePage(page);
});

drawer('a click on the backdrop closes it', async () => {
  const { page } = await openPage(env.browser, `${env.origin}/about`);
  await hamburger(page).click();
  await page.mouse.click(1200, 450); // right of the drawer
  assert.is(await hamburger(page).getAttribute('aria-expanded'), 'false');
  await closePage(page);
});

drawer('the hamburger becomes a cross while open and stays above the drawer', async () => {
  const { page } = await openPage(env.browser, `${env.origin}/about`, { viewport: viewports.phone });
  const bars = () =>
    page
      .locator('button[aria-controls="site-menu"] span[aria-hidden] > span')
      .evaluateAll((spans) => spans.map((s) => getComputedStyle(s).transform));
  assert.equal(await bars(), ['none', 'none', 'none']);
  await hamburger(page).click();
  await animationsDone(page, 'button[aria-controls="site-menu"]');
  const open = await bars();
  assert.not.equal(open[0], 'none');
  assert.not.equal(open[2], 'none');
  // Still clickable over a full-width drawer: it closes it.
  await hamburger(page).click();
  assert.is(await hamburger(page).getAttribute('aria-expanded'), 'false');
  await closePage(page);
});

// Full width below the sm breakpoint, the drawer width from it on.
const drawerWidths = [
  [390, 390],
  [breakpoints.sm - 1, breakpoints.sm - 1],
  [breakpoints.sm, drawerWidth],
  [1280, drawerWidth],
] as const;

drawer(
  `at ${drawerWidths.map(([width, expected]) => `${width}px wide the open drawer is ${expected}px wide`).join(', ')}`,
  async () => {
    // One page, made each width in turn (its layout is CSS's), the drawer put away before each.
    const { page } = await openPage(env.browser, `${env.origin}/`, {
      viewport: { width: drawerWidths[0][0], height: 800 },
    });
    for (const [width, expected] of drawerWidths) {
      await page.setViewportSize({ width, height: 800 });
      await page.waitForFunction((wide) => innerWidth === wide, width);
      await hamburger(page).click();
      await animationsDone(page, '#site-menu');
      const box = await page.locator('#site-menu').boundingBox();
      assert.is(Math.round(box!.width), expected, `width at ${width}px`);
      // Against the edge it opens from: the left, or the right on a site written right to left.
      const edge = directionOf(site.lang) === 'rtl' ? width - expected : 0;
      assert.is(Math.round(box!.x), edge, `edge at ${width}px`);
      assert.is(Math.round(box!.height), 800, `height at ${width}px`);
      await page.keyboard.press('Escape');
      await page.locator('#site-menu').waitFor({ state: 'hidden' });
    }
    await closePage(page);
  },
);

drawer(
  'on a site written right to left: the hamburger at the top right, the drawer from the right',
  async () => {
    const width = 1280;
    const { page, problems } = await openPage(env.browser, `${env.origin}/about`, {
      viewport: { width, height: 800 },
      // The page as an Arabic site's build writes it (src/render/Document.tsx): only <html> differs.
      before: (p) =>
        p.route(`${env.origin}/about`, (route) =>
          route.fulfill({
            contentType: 'text/html; charset=utf-8',
            body: readPageHtml('/about').replace(/<html lang="[^"]*"/, '<html lang="ar" dir="rtl"'),
          }),
        ),
    });
    const button = await hamburger(page).boundingBox();
    assert.is(Math.round(width - button!.x - button!.width), 16, 'the button 16 px from the right edge');
    const closed = await page.locator('#site-menu').boundingBox();
    assert.ok(closed!.x >= width, `closed, the drawer waits beyond the right edge (x ${closed!.x})`);
    await hamburger(page).click();
    await animationsDone(page, '#site-menu');
    const open = await page.locator('#site-menu').boundingBox();
    assert.equal([Math.round(open!.x), Math.round(open!.width)], [width - drawerWidth, drawerWidth]);
    const current = page.locator('#site-menu a[aria-current="page"]');
    assert.match(
      await current.evaluate((a) => getComputedStyle(a).boxShadow),
      / -4px 0px 0px 0px inset$/,
      'the current page marked on the right, where its line starts',
    );
    assert.is(await page.evaluate(() => document.documentElement.scrollWidth), width, 'no sideways scroll');
    assert.equal(problems, []);
    await closePage(page);
  },
);

drawer('crossing a breakpoint while open closes it cleanly', async () => {
  const { page, problems } = await openPage(env.browser, `${env.origin}/about`, {
    viewport: viewports.phone,
  });
  await hamburger(page).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.locator('button[aria-controls="site-menu"][aria-expanded="false"]').waitFor();
  await animationsDone(page, '#site-menu');
  assert.is(await hamburger(page).getAttribute('aria-expanded'), 'false');
  assert.not.ok(await page.locator('#site-menu').isVisible());
  assert.not.ok(await page.locator('main').evaluate((el) => el.hasAttribute('inert')));
  assert.equal(problems, []);
  await closePage(page);
});

drawer('the hamburger and the pause control are at least 44 by 44 px', async () => {
  const { page } = await openPage(env.browser, `${env.origin}/`, { viewport: viewports.phone });
  for (const control of [hamburger(page), page.getByRole('button', { name: landing.pause, exact: true })]) {
    const box = (await control.boundingBox())!;
    assert.ok(box.width >= 44 && box.height >= 44, `${box.width}x${box.height}`);
  }
  await closePage(page);
});

drawer('the skip link is the first stop and moves focus to the main content', async () => {
  const { page } = await openPage(env.browser, `${env.origin}/about`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: site.skipLink });
  assert.ok(await skip.evaluate((el) => el === document.activeElement));
  assert.ok(await skip.isVisible(), 'visible when focused');
  await page.keyboard.press('Enter');
  assert.is(await page.evaluate(() => document.activeElement?.id), 'main');
  await closePage(page);
});

drawer('every control shows a focus indicator of at least 3:1', async () => {
  const { page } = await openPage(env.browser, `${env.origin}/about`, { reducedMotion: 'reduce' });
  const outlines: string[] = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      if (document.activeElement === document.body) return null; // focus left for the browser's UI
      const style = getComputedStyle(document.activeElement!);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    });
    if (outline) outlines.push(outline);
  }
  assert.ok(outlines.length >= 4, 'skip link, hamburger, LinkedIn button, footer link');
  // The amber outline is 11:1 on the page background and 8.7:1 on slate cards.
  for (const outline of outlines) assert.is(outline, `solid 3px ${cssRgb(colors.focus)}`);
  await closePage(page);
});

drawer.run();
