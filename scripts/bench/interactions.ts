/**
 * `npm run bench`, interactions on the landing page of a phone: the time
 * from a click on the hamburger and on the headline's pause control to the
 * next paint, at 4x CPU slowdown, median of 7. Measured as a task after the
 * next animation frame, which works in every Chromium.
 */
import type { Page } from 'playwright-core';
import { chromiumPath, launchBrowser } from '../../test/runner/test-env';
import { median } from './median';

const clicks = 7;

type Paints = { paints: number[] };

async function clickToPaint(page: Page, click: () => Promise<void>, after: () => Promise<void>) {
  const values: number[] = [];
  for (let i = 0; i < clicks; i++) {
    await page.evaluate(() => ((window as unknown as Paints).paints.length = 0));
    await click();
    await page.waitForTimeout(300);
    values.push(await page.evaluate(() => (window as unknown as Paints).paints[0] ?? NaN));
    await after();
    await page.waitForTimeout(300);
  }
  return median(values);
}

export async function interactions(origin: string) {
  const browser = await launchBrowser(chromiumPath); // what visitors run, not the tests' headless shell
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}/`);
    await page.waitForSelector('button[aria-controls="site-menu"]');
    await page.evaluate(() => {
      const w = window as unknown as Paints;
      w.paints = [];
      document.addEventListener(
        'click',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => setTimeout(() => w.paints.push(performance.now() - start)));
        },
        true,
      );
    });
    const drawerOpenMs = await clickToPaint(
      page,
      () => page.click('button[aria-controls="site-menu"]'),
      () => page.keyboard.press('Escape'),
    );
    const pauseMs = await clickToPaint(
      page,
      () => page.click('main button[aria-label]'),
      async () => {},
    );
    return { drawerOpenMs, pauseMs };
  } finally {
    await browser.close();
  }
}
