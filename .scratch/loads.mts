import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { startServer } from '../scripts/serve.ts';
const busy = () => { const v = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return (v[0] + v[1] + v[2] + v[5] + v[6]) / 100; };
const server = await startServer('dist', 0);
const origin = `http://127.0.0.1:${(server.address() as any).port}`;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [label, path, js] of [['about js', '/about', true], ['about nojs', '/about', false], ['landing js', '/', true], ['contact js', '/contact', true], ['empty page', '/robots.txt', true]] as const) {
  const c0 = busy(); const t0 = performance.now();
  for (let i = 0; i < 10; i++) {
    const ctx = await b.newContext({ javaScriptEnabled: js, viewport: { width: 1440, height: 900 } });
    const p = await ctx.newPage();
    await p.goto(origin + path);
    if (js && path !== '/robots.txt') await p.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await ctx.close();
  }
  console.log(label, 'cpu per load', ((busy() - c0) / 10 * 1000).toFixed(0), 'ms; wall', ((performance.now() - t0) / 10).toFixed(0), 'ms');
}
await b.close(); server.close();
