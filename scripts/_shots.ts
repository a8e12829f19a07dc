import { launchBrowser, serveSite } from '/work/main/test/helpers/browser';
const site = await serveSite('/work/main/dist');
const browser = await launchBrowser();
const sizes = { phone: [390, 844], tablet: [1024, 1366], desktop: [1440, 900] } as const;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/about', '/portfolio', '/portfolio/1', '/contact', '/portfolio/abc', '/nope'];
for (const [name, [w, h]] of Object.entries(sizes)) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(name, 'console', m.text()));
  page.on('pageerror', (e) => console.log(name, 'pageerror', e.message));
  for (const r of routes) {
    await page.goto(site.origin + r);
    await page.waitForTimeout(700);
    await page.screenshot({ path: `/tmp/shot-${name}-${r.replace(/\//g, '_') || 'root'}.png`, fullPage: process.env.FULL === '1' });
  }
  await ctx.close();
}
await browser.close(); await site.close();
