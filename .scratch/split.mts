import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const busy = () => { const v = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return (v[0] + v[1] + v[2] + v[5] + v[6]) / 100; };
const base = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: base });
const c0 = busy(); const n0 = process.cpuUsage(); const t0 = performance.now();
for (let i = 0; i < 10; i++) { const c = await b.newContext(); const p = await c.newPage(); await p.setContent('<p>hi</p>'); await c.close(); }
const n = process.cpuUsage(n0);
console.log('machine', ((busy() - c0) / 10 * 1000).toFixed(0), 'ms; node', ((n.user + n.system) / 1000 / 10).toFixed(0), 'ms; wall', ((performance.now() - t0) / 10).toFixed(0));
// Raw CDP: create a target in a new context
const cdp = await b.newBrowserCDPSession();
const c1 = busy(); const t1 = performance.now();
for (let i = 0; i < 10; i++) {
  const { browserContextId } = await cdp.send('Target.createBrowserContext');
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
  await new Promise((r) => setTimeout(r, 50));
  await cdp.send('Target.disposeBrowserContext', { browserContextId });
}
console.log('raw cdp machine', ((busy() - c1) / 10 * 1000).toFixed(0), 'ms; wall', ((performance.now() - t1) / 10).toFixed(0));
await b.close();
