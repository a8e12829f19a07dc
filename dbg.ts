import { launchBrowser, openPage, serveSite } from './test/helpers/browser';
const site = await serveSite('dist'); const browser = await launchBrowser();
for (const [w, h] of [[390, 844], [844, 390], [1440, 900]]) {
  const { page } = await openPage(browser, site.origin + '/', { viewport: { width: w, height: h } });
  await page.waitForTimeout(700);
  await page.screenshot({ path: `/tmp/land-${w}.png` });
  if (w === 390) { await page.getByRole('button', { name: 'Menu', exact: true }).click(); await page.waitForTimeout(400); await page.screenshot({ path: `/tmp/drawer-390.png` }); }
  if (w === 1440) { await page.getByRole('button', { name: 'Menu', exact: true }).click(); await page.waitForTimeout(400); await page.screenshot({ path: `/tmp/drawer-1440.png` }); }
  await page.context().close();
}
await browser.close(); await site.close();
