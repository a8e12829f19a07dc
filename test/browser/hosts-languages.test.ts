/**
 * A site in English and German (../helpers/languages.ts), built in this process, on the hosts'
 * own servers: Cloudflare Pages (wrangler pages dev) serves every address of each language with no
 * redirect and a missing one with that language's not-found page; GitHub Pages has one 404.html,
 * the first language's (README, "Languages").
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, writtenSite } from '../helpers/generate';
import { germanSite, langOf, notFoundAnswers, ownNotFound } from '../helpers/languages';
import { serveLikeGitHubPages } from '../helpers/github-pages';
import { startWrangler, wranglerAvailable } from '../helpers/wrangler';

const hosts = suite('hosts: a site of two languages on Cloudflare Pages and GitHub Pages');
const run = wranglerAvailable();
let dir = '';
let remove = () => {};
let sitemap: string[] = [];
hosts.before(async () => {
  const site = await buildSite({ files: germanSite });
  ({ dir, remove } = writtenSite(site));
  sitemap = [...site.text('sitemap.xml').matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map(
    (m) => m[1] || '/',
  );
});
hosts.after(() => remove());

const get = (origin: string, path: string) => fetch(origin + path, { redirect: 'manual' });
/** Every German page, the one not translated yet among them (the sitemap leaves it out). */
const german = () => [
  ...sitemap.filter((path) => path === '/de' || path.startsWith('/de/')),
  '/de/writing/first-steps-only',
];

hosts('Cloudflare Pages: each language’s pages answer 200 in it; a missing address its own 404', async () => {
  if (!run) return;
  const host = await startWrangler(dir);
  try {
    assert.ok(german().length >= 8, german().join(' '));
    for (const path of german()) {
      const response = await get(host.origin, path);
      assert.is(
        response.status,
        200,
        `${path} -> ${response.status} ${response.headers.get('location') ?? ''}`,
      );
      assert.is(langOf(await response.text()), 'de', path);
    }
    assert.equal(await notFoundAnswers(host.origin), ownNotFound);
  } finally {
    await host.close();
  }
});

hosts('GitHub Pages: each language’s pages answer 200; a missing address gets the one 404.html', async () => {
  const host = await serveLikeGitHubPages(dir);
  try {
    for (const path of german()) assert.is((await get(host.origin, path)).status, 200, path);
    const missing = await get(host.origin, '/de/no-such-page');
    assert.is(missing.status, 404);
    assert.is(langOf(await missing.text()), 'en');
  } finally {
    await host.close();
  }
});

hosts.run();
