import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { about } from '../../src/content';
import { browserAvailable, launchBrowser } from '../helpers/browser';
import { edit, projectCopy } from '../helpers/project';

const dev = suite('npm run dev: rebuilds and reloads the open page');
const run = browserAvailable();
let browser: Browser;
let dir = '';
let server: ChildProcess | undefined;
let origin = '';

dev.before(async () => {
  if (!run) return;
  dir = projectCopy();
  server = spawn(resolve('node_modules/.bin/tsx'), ['scripts/dev.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise<string>((ok, fail) => {
    let output = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const match = output.match(/Dev server at (http:\/\/localhost:\d+)/);
      if (match) ok(match[1]!.replace('localhost', '127.0.0.1'));
    });
    server!.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    server!.on('exit', () => fail(new Error(`The dev server stopped:\n${output}`)));
  });
  browser = await launchBrowser();
});
dev.after(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

dev('a content edit shows in the open page without touching the browser', async () => {
  if (!run) return;
  const page = await browser.newPage();
  await page.goto(`${origin}/about`);
  const before = about.background.paragraphs[2];
  assert.ok((await page.locator('main').innerText()).includes(before));
  const started = performance.now();
  edit(dir, 'src/content.ts', 'Away from the keyboard', 'Off the keyboard');
  await page.waitForFunction(
    () => document.querySelector('main')?.textContent?.includes('Off the keyboard'),
    null,
    { timeout: 15000 },
  );
  console.log(`\n  dev: content edit to reloaded page in ${Math.round(performance.now() - started)} ms`);
  await page.close();
});

dev('a style edit applies: the served CSP follows the new style hashes', async () => {
  if (!run) return;
  const page = await browser.newPage();
  await page.goto(`${origin}/contact`);
  const gap = () => page.locator('main section').evaluate((el) => getComputedStyle(el).rowGap);
  assert.is(await gap(), '20px');
  edit(dir, 'src/screens/Contact.tsx', 'gap: 20px;', 'gap: 28px;');
  await page.waitForFunction(
    () => getComputedStyle(document.querySelector('main section')!).rowGap === '28px',
    null,
    {
      timeout: 15000,
    },
  );
  await page.close();
});

dev('a broken edit keeps the last good page and says why', async () => {
  if (!run) return;
  const output: string[] = [];
  server!.stderr!.on('data', (chunk: Buffer) => output.push(String(chunk)));
  edit(dir, 'src/content.ts', /id: 3,/, 'id: 2,');
  for (let i = 0; i < 60 && !output.join('').includes('duplicate id 2'); i++)
    await new Promise((r) => setTimeout(r, 100));
  assert.match(output.join(''), 'src/content.ts: portfolioItems[2].id: duplicate id 2');
  const page = await browser.newPage();
  const response = await page.goto(`${origin}/portfolio/3`);
  assert.is(response?.status(), 200, 'the last good build is still served');
  await page.close();
});

dev.run();
