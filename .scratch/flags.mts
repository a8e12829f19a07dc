import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const busy = () => { const v = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number); return (v[0] + v[1] + v[2] + v[5] + v[6]) / 100; };
const base = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
for (const [label, extra] of [
  ['base', []],
  ['no site-per-process', ['--disable-features=site-per-process', '--disable-site-isolation-trials']],
  ['process-per-site', ['--process-per-site']],
  ['renderer limit 1', ['--renderer-process-limit=1']],
  ['single-process', ['--single-process']],
  ['no-zygote', ['--no-zygote']],
] as const) {
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...base, ...extra] });
  const c0 = busy(); const t0 = performance.now();
  for (let i = 0; i < 10; i++) { const c = await b.newContext(); const p = await c.newPage(); await p.setContent('<p>hi</p>'); await c.close(); }
  console.log(label, 'cpu', ((busy() - c0) / 10 * 1000).toFixed(0), 'ms; wall', ((performance.now() - t0) / 10).toFixed(0), 'ms');
  await b.close();
}
