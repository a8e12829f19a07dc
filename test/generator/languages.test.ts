import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildFailure, buildSite, edited, servedSite, type Site } from '../helpers/generate';
import {
  german,
  germanSite as files,
  notFoundAnswers,
  ownNotFound,
  post,
  projects,
  withLanguages,
  withoutOwnWriting,
} from '../helpers/languages';
import { parseHtml } from '../helpers/site-dom';
import { text } from '../helpers/site';
import * as content from '../../src/content';
import { about, owner, portfolio, site as english } from '../../src/content';
import { missingTexts } from '../../scripts/generator/checks/language-status';

const languages = suite('languages: a second language, built in-process');
let site: Site;
languages.before(async () => {
  site = await buildSite({ files, env: { SITE_URL: 'https://jane.example' } });
});

const read = (path: string) => parseHtml(site.page(path));
const pagePaths = () =>
  [...site.files.keys()]
    .filter((file) => file.endsWith('.html') && !file.endsWith('404.html'))
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`));
const alternatesOf = (path: string) =>
  new Map(
    [...read(path).querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang')!,
      link.getAttribute('href')!,
    ]),
  );
const canonicalOf = (path: string) => read(path).querySelector('link[rel="canonical"]')?.getAttribute('href');
const origin = 'https://jane.example';

languages('each page of the second language is under its prefix, in its language, with its texts', () => {
  const about = read('/de/about');
  assert.is(about.documentElement.getAttribute('lang'), 'de');
  assert.is(text(about.querySelector('h1')), german.about.title);
  const drawer = JSON.parse(about.querySelector('[data-island="drawer"]')!.getAttribute('data-props')!);
  assert.ok(
    drawer.entries.some(
      (entry: { label: string; href: string }) =>
        entry.label === german.nav.about && entry.href === '/de/about',
    ),
  );
  assert.ok(
    drawer.entries.every((entry: { href: string }) => entry.href.startsWith('/de')),
    'every menu link stays in German',
  );
  assert.is(read('/about').documentElement.getAttribute('lang'), 'en');
  assert.is(text(read('/de').querySelector('a[href="#main"]')), german.site.skipLink);
  assert.ok(site.file('de/404.html'), 'a not-found page in German');
});

languages('a text the translation leaves out is shown in English, marked so; a translated one is not', () => {
  const page = read('/de/about');
  const heading = [...page.querySelectorAll('h2')].find((h2) => text(h2) === about.background.title);
  assert.ok(heading, 'the untranslated heading is shown');
  assert.is(heading!.closest('[lang]')!.getAttribute('lang'), 'en');
  // Where only part of an element's text is left out, that part is marked: "(opens in a new tab)".
  const newTab = [...page.querySelectorAll('footer span[lang="en"]')].map(text);
  assert.ok(newTab.includes(english.newTab), newTab.join(' | '));
  assert.is(page.querySelector('h1')!.closest('[lang]')!.getAttribute('lang'), 'de');
  assert.not.ok(/[\uE000\uE001]/.test(site.page('/de/about')), 'no mark is left in the page');
  assert.is(page.querySelector('title')!.textContent, `${german.about.title} | ${owner.name}`);
});

languages('case studies: a translated one in German, one not translated yet in English marked so', () => {
  const translated = read('/de/portfolio/1');
  assert.ok(text(translated.querySelector('main')).includes('Die erste Fallstudie, auf Deutsch.'));
  assert.not.ok(text(translated.querySelector('main')).includes(portfolio.untranslated));
  const untranslated = read('/de/portfolio/2');
  assert.ok(text(untranslated.querySelector('main')).includes(portfolio.untranslated));
  const body = [...untranslated.querySelectorAll('main [lang]')].find((el) =>
    text(el).includes('The second case study, in English only.'),
  );
  assert.is(body?.getAttribute('lang'), 'en');
  assert.ok(text(read('/portfolio/1').querySelector('main')).includes('The first case study, in English.'));
});

languages(
  'a page the owner adds as the README says, one row at its first-language address, has its German one',
  async () => {
    const routes = edited(
      'src/routes.ts',
      /(\n  \{\n    name: 'contact',)/,
      `\n  { name: 'talks', pattern: '/talks', screen: screens.about },$1`,
    );
    const added = await buildSite({ files: { ...files, 'src/routes.ts': routes } });
    const inGerman = parseHtml(added.page('/de/talks'));
    assert.is(inGerman.documentElement.getAttribute('lang'), 'de');
    assert.is(parseHtml(added.page('/talks')).documentElement.getAttribute('lang'), 'en');
    assert.ok(inGerman.querySelector('link[rel="alternate"][hreflang="en"][href$="/talks"]'));
  },
);

languages(
  'hreflang: every page names each language it is in, itself and x-default, and each names it back',
  () => {
    let pairs = 0;
    for (const path of pagePaths()) {
      const alternates = alternatesOf(path);
      if (alternates.size === 0) continue;
      assert.is(alternates.get(alternates.has('en') ? 'en' : 'de') !== undefined, true);
      assert.ok(alternates.has('x-default'), `${path} names x-default`);
      assert.ok([...alternates.values()].includes(canonicalOf(path)!), `${path} names itself`);
      for (const [lang, href] of alternates) {
        if (lang === 'x-default') continue;
        const other = href.slice(origin.length) || '/';
        assert.equal(alternatesOf(other), alternates, `${other} names the same pages as ${path}`);
        assert.is(read(other).documentElement.getAttribute('lang'), lang);
        pairs++;
      }
    }
    assert.ok(pairs >= 2 * 8, `pairs checked: ${pairs}`);
    assert.is(alternatesOf('/writing/first-steps').get('de'), `${origin}/de/writing/first-steps`);
    assert.is(alternatesOf('/de').get('x-default'), `${origin}/`);
  },
);

languages(
  'a post not translated yet: under the German address, said so, its text in English, canonical to the original',
  () => {
    const page = read('/de/writing/first-steps-only');
    assert.is(page.documentElement.getAttribute('lang'), 'de');
    assert.ok(text(page.querySelector('main')).includes(german.writing.untranslated));
    assert.is(page.querySelector('h1')!.getAttribute('lang'), 'en');
    assert.is(canonicalOf('/de/writing/first-steps-only'), `${origin}/writing/first-steps-only`);
    assert.is(alternatesOf('/de/writing/first-steps-only').size, 0, 'it names no hreflang');
    for (const path of pagePaths())
      assert.not.ok(
        [...alternatesOf(path).values()].includes(`${origin}/de/writing/first-steps-only`),
        `${path} names the untranslated page`,
      );
    assert.ok(
      read('/de/writing').querySelector('a[href="/de/writing/first-steps-only"]'),
      'listed in German',
    );
    const links = (path: string) =>
      [...read(path).querySelectorAll('main p a')].map((a) => a.getAttribute('href'));
    assert.equal(
      links('/de/writing/first-steps-only'),
      ['/de/writing/first-steps', '/resume.pdf'],
      'its links stay in German',
    );
    assert.equal(links('/writing/first-steps-only'), ['/writing/first-steps', '/resume.pdf']);
    assert.not.ok(
      read('/writing').querySelector('a[href$="nur-deutsch"]'),
      'a German-only post is not listed in English',
    );
  },
);

languages(
  'the language links: plain links to this page in each language it is in, the current one marked',
  () => {
    const nav = read('/de/writing/first-steps').querySelector(
      `nav[aria-label="${german.site.languageNav}"]`,
    )!;
    const links = [...nav.querySelectorAll('a')].map((a) => [
      a.getAttribute('href'),
      a.getAttribute('lang'),
      a.getAttribute('hreflang'),
      a.getAttribute('aria-current'),
    ]);
    assert.equal(links, [
      ['/writing/first-steps', 'en', 'en', null],
      ['/de/writing/first-steps', 'de', 'de', 'true'],
    ]);
    const none = (path: string, label: string) => read(path).querySelector(`nav[aria-label="${label}"]`);
    assert.is(none('/writing/first-steps-only', english.languageNav), null, 'an English-only page has none');
    assert.is(none('/de/writing/nur-deutsch', german.site.languageNav), null, 'a German-only page has none');
  },
);

languages('the sitemap: each page with its alternates, reciprocal; the untranslated post left out', () => {
  const sitemap = parseHtml(site.text('sitemap.xml').replace(/<\?xml[^>]*>/, ''));
  const linksOf = (url: Element) =>
    new Map(
      [...url.querySelectorAll('*')]
        .filter((el) => el.tagName.toLowerCase() === 'xhtml:link')
        .map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!]),
    );
  const urls = [...sitemap.querySelectorAll('url')].map((url) => ({
    loc: text(url.querySelector('loc')),
    links: linksOf(url),
  }));
  const byLoc = new Map(urls.map((url) => [url.loc, url]));
  assert.not.ok(byLoc.has(`${origin}/de/writing/first-steps-only`));
  assert.ok(byLoc.has(`${origin}/writing/first-steps-only`));
  assert.ok(byLoc.has(`${origin}/de/writing/nur-deutsch`));
  assert.equal([...byLoc.get(`${origin}/de/about`)!.links.keys()], ['en', 'de', 'x-default']);
  let checked = 0;
  for (const url of urls)
    for (const [lang, href] of url.links)
      if (lang !== 'x-default') {
        assert.equal(byLoc.get(href)?.links, url.links, `${href} lists ${url.loc}'s alternates`);
        checked++;
      }
  assert.ok(checked >= 16, `alternates checked: ${checked}`);
});

languages('each language has its feeds at its prefix, announced on its pages', () => {
  const rss = parseHtml(site.text('de/rss.xml').replace(/<\?xml[^>]*>/, ''));
  assert.is(text(rss.querySelector('language')), 'de');
  const links = [...rss.querySelectorAll('item guid')].map(text);
  assert.ok(links.includes(`${origin}/de/writing/first-steps`));
  assert.ok(
    links.every((link) => link.startsWith(`${origin}/de/`)),
    links.join(' '),
  );
  assert.ok(read('/de/about').querySelector('link[type="application/rss+xml"][href="/de/rss.xml"]'));
  assert.is(
    text(parseHtml(site.text('rss.xml').replace(/<\?xml[^>]*>/, '')).querySelector('language')),
    'en',
  );
});

languages('og:locale and its alternates, and the not-found rules of each language', () => {
  const page = read('/de/about');
  assert.is(page.querySelector('meta[property="og:locale"]')!.getAttribute('content'), german.site.locale);
  assert.equal(
    [...page.querySelectorAll('meta[property="og:locale:alternate"]')].map((m) => m.getAttribute('content')),
    ['en_US'],
  );
  assert.match(site.text('_redirects'), /^\/de\/\*  \/de\/404\.html  404$/m);
});

languages(
  'npm start answers a missing German address with the German not-found page, status 404',
  async () => {
    const served = await servedSite(site);
    try {
      assert.equal(await notFoundAnswers(served.origin), ownNotFound);
    } finally {
      await served.close();
    }
  },
);

languages('npm run build says what German still lacks: texts and the post not translated', () => {
  assert.match(site.languages ?? '', /German \(de, under \/de\/\):/);
  assert.match(site.languages ?? '', /1 post not translated: first-steps-only/);
  assert.match(site.languages ?? '', /the case study of item 2 not translated/);
  assert.match(site.languages ?? '', /texts not translated: .*about\.description/);
  assert.not.match(site.languages ?? '', /about\.title\b/);
  // Counted over src/content.ts's texts, once each (not over the bundle's unmarked copy of them too):
  // the site's content is the owner's with the test's projects.
  const [, all] = /\d+ of (\d+) texts/.exec(site.languages ?? '')!;
  assert.is(Number(all), missingTexts({ ...content, portfolioItems: projects }, undefined).length);
});

languages.run();

const refused = suite('languages: what the build refuses, naming the file, line and field');

refused('a language without its translation file', async () => {
  const { 'src/translations/de.ts': _, ...rest } = files;
  const message = await buildFailure({ files: { ...rest, 'src/translations/de.ts': null } });
  assert.match(message, /site\.languages: "de" has no translation file: add src\/translations\/de\.ts/);
});

refused('a key src/content.ts has not, at its line', async () => {
  const typo = `export default {\n  about: {\n    titel: 'Über mich',\n  },\n};\n`;
  const message = await buildFailure({ files: { ...files, 'src/translations/de.ts': typo } });
  assert.match(message, /src\/translations\/de\.ts:3:\d+: about\.titel: is not a key of src\/content\.ts/);
});

refused('a folder of posts in a language the site does not list', async () => {
  const message = await buildFailure({
    files: { ...files, 'src/writing/fr/bonjour.md': post('Bonjour', '2026-10-01', 'Bonjour.') },
  });
  assert.match(message, /src\/writing\/fr\/: "fr" is not a language of the site/);
});

refused.run();

const rtl = suite('languages: English and Arabic, right to left');
let arabic: Site;
rtl.before(async () => {
  arabic = await buildSite({
    files: {
      ...withoutOwnWriting(),
      'src/content.ts': withLanguages(['en', 'ar']),
      'src/translations/ar.ts': `export default { owner: { role: 'مديرة منتجات' }, nav: { about: 'نبذة عني' }, site: { languageNav: 'اللغة' }, writing: { untranslated: 'لم تُترجم بعد.' } };\n`,
      'src/writing/hello.md': post('Hello', '2026-10-01', 'English text.'),
    },
  });
});

rtl('an Arabic page reads right to left; an untranslated post in it keeps its own direction', () => {
  const page = parseHtml(arabic.page('/ar/writing/hello'));
  assert.is(page.documentElement.getAttribute('dir'), 'rtl');
  assert.is(page.documentElement.getAttribute('lang'), 'ar');
  assert.is(page.querySelector('h1')!.getAttribute('dir'), 'ltr');
  const about = parseHtml(arabic.page('/ar/about'));
  const links = [...about.querySelectorAll('nav[aria-label="اللغة"] a')].map((a) => a.getAttribute('lang'));
  assert.equal(links, ['en', 'ar']);
  assert.is(parseHtml(arabic.page('/about')).documentElement.getAttribute('dir'), null);
});

rtl('a translation that gives the owner another role has its own link-preview card', async () => {
  const ogImage = (page: string) =>
    parseHtml(page).querySelector('meta[property="og:image"]')!.getAttribute('content')!;
  assert.is.not(ogImage(arabic.page('/ar/about')), ogImage(arabic.page('/about')));
  assert.ok(arabic.file(new URL(ogImage(arabic.page('/ar/about'))).pathname), 'the card is written');
  assert.is(ogImage(site.page('/de/about')), ogImage(site.page('/about')), 'the same role, the same card');
});

rtl.run();
