import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  about,
  contact,
  landing,
  notFound,
  owner,
  photos,
  portfolio,
  portfolioItems,
  site,
} from '../src/content';
import { menu } from '../src/routes';
import { viewportMedia } from '../src/theme';
import { pagePaths, pathOf, postPath } from '../src/routes';
import { posts } from '../src/posts';
import { allText, readPageHtml, text } from './helpers/site';
import { readPage } from './helpers/site-dom';
import { encodedName } from './helpers/photo-names';
import { sampleItem } from './helpers/screens';

const every = suite('pages: every page');
const postPaths = posts.map((post) => postPath(post.slug));

for (const path of pagePaths) {
  every(`${path}: one h1, lang, title, description, landmarks, skip link`, () => {
    const doc = readPage(path);
    assert.is(doc.documentElement.getAttribute('lang'), site.lang);
    assert.is(doc.querySelectorAll('h1').length, 1);
    assert.ok(text(doc.querySelector('title')).endsWith(`| ${owner.name}`), text(doc.querySelector('title')));
    assert.ok(doc.querySelector('meta[name="description"]')?.getAttribute('content'));
    for (const landmark of ['header', 'main#main', 'footer', 'nav'])
      assert.ok(doc.querySelector(landmark), landmark);
    const skip = doc.querySelector('body > a[href="#main"]');
    assert.is(text(skip), site.skipLink);
  });

  every(`${path}: the drawer lists the menu entries in order and works before JavaScript`, () => {
    const doc = readPage(path);
    const links = [...doc.querySelectorAll('#site-menu nav a')];
    assert.equal(
      links.map(text),
      menu.map((entry) => entry.label),
    );
    assert.equal(
      links.map((a) => a.getAttribute('href')),
      menu.map((entry) => entry.href),
    );
    // Without JavaScript the hamburger is a link to the drawer, opened by :target.
    assert.ok(doc.querySelector('a[href="#site-menu"][aria-label]'));
  });

  every(`${path}: links to other tabs are noopener noreferrer`, () => {
    for (const a of readPage(path).querySelectorAll('a[target="_blank"]')) {
      assert.is(a.getAttribute('rel'), 'noopener noreferrer');
      assert.ok(text(a).endsWith(site.newTab), text(a));
    }
  });

  every(`${path}: the footer names the owner and links to the profile, in a new tab`, () => {
    const footer = readPage(path).querySelector('footer');
    assert.ok(text(footer).startsWith(site.footer.copyright), text(footer));
    const link = footer!.querySelector(`a[href="${owner.linkedInUrl}"]`);
    assert.is(text(link), `${site.footer.linkedIn} ${site.newTab}`);
  });

  every(`${path}: exactly the two islands, and only one script`, () => {
    const doc = readPage(path);
    const islands = allText(doc, '[data-island]').length;
    assert.is(doc.querySelectorAll('[data-island="drawer"]').length, 1);
    assert.is(islands, path === '/' ? 2 : 1);
    // Code runs only from content-hashed files; the one inline script is JSON-LD data on the landing.
    const code = [...doc.querySelectorAll('script:not([type="application/ld+json"])')];
    const expected = path === '/404' ? ['islands-loader', 'portfolio-not-found'] : ['islands-loader'];
    assert.equal(
      code.map((s) => s.getAttribute('src')?.match(/^\/assets\/([a-z-]+)-[0-9a-f]{12}\.js$/)?.[1]),
      expected,
    );
    for (const script of code) {
      assert.is(script.getAttribute('type'), 'module');
      assert.is(script.textContent, '');
    }
    // Structured data: the owner (Person) on the landing, each post's BlogPosting on its page.
    const data = path === '/' || postPaths.includes(path) ? 1 : 0;
    assert.is(doc.querySelectorAll('script[type="application/ld+json"]').length, data);
  });
}

/** The menu entry each page belongs to: its own, its section's, or none. */
const currentNav: Record<string, string | null> = {
  '/': '/',
  '/about': '/about',
  '/portfolio': '/portfolio',
  ...(sampleItem && { [`/portfolio/${sampleItem.id}`]: '/portfolio' }),
  '/contact': '/contact',
  '/404': null,
};
for (const [path, href] of Object.entries(currentNav)) {
  const label = menu.find((entry) => entry.href === href)?.label;
  every(`${path}: the current entry (${label ?? 'none'}) is marked aria-current="page"`, () => {
    assert.equal(allText(readPage(path), '#site-menu [aria-current="page"]'), label ? [label] : []);
  });
}

every(
  'each page preloads exactly the Inter faces its inline CSS declares, and holds nothing of its draft',
  () => {
    for (const path of pagePaths) {
      const html = readPageHtml(path);
      const css = html.match(/<style>([^<]*)<\/style>/)?.[1] ?? '';
      const declared = [...css.matchAll(/@font-face\{[^}]*font-family:Inter[^}]*url\(([^)]+\.woff2)\)/g)].map(
        (m) => m[1]!.replace(/^["']|["']$/g, ''),
      );
      const preloaded = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font"/g)].map((m) => m[1]!);
      assert.ok(declared.length > 0, `${path}: no Inter face in its CSS`);
      assert.equal(preloaded.sort(), [...new Set(declared)].sort(), path);
      assert.not.match(html, 'x-draft', `${path}: a stand-in of the draft's head is left`);
    }
  },
);

every.run();

const screens = suite('pages: each screen as the spec says');

screens('landing: the whole sentence in the h1, the name shown first, two buttons', () => {
  const doc = readPage('/');
  const h1 = doc.querySelector('h1')!;
  const shown = h1.querySelector('[aria-hidden="true"] [data-phrase-index]')!;
  assert.ok(text(h1.querySelector('[aria-hidden="true"]')).startsWith(`${landing.greeting} `));
  assert.is(text(shown), owner.name);
  // Every phrase is in the markup, stacked in one place (the others hidden until their turn).
  assert.equal([...shown.parentElement!.children].map(text), [...landing.phrases]);
  const spoken = text(h1.querySelector(':scope > :not([aria-hidden])'));
  assert.is(spoken, landing.sentence);
  for (const phrase of landing.phrases) assert.ok(spoken.includes(phrase), phrase);
  const labels: string[] = landing.buttons.map((b) => b.label);
  const buttons = [...doc.querySelectorAll('main a')].filter((a) => labels.includes(text(a)));
  assert.equal(
    buttons.map((a) => [text(a), a.getAttribute('href')]),
    landing.buttons.map((b) => [b.label, pathOf(b.page)]),
  );
  assert.ok(doc.querySelector(`button[aria-label="${landing.pause}"]`));
});

screens('landing: AVIF, WebP and JPEG per viewport class, each class preloaded under its own media', () => {
  const doc = readPage('/');
  const sources = [...doc.querySelectorAll('main picture source')];
  const classes = ['mobileLandscape', 'mobilePortrait', 'tablet', 'desktop'] as const;
  assert.equal(
    sources.map((s) => [s.getAttribute('media'), s.getAttribute('type')]),
    classes.flatMap((key) => ['avif', 'webp', 'jpeg'].map((f) => [viewportMedia[key], `image/${f}`])),
  );
  for (const source of sources) {
    const { file } = photos.landing[classes.find((k) => viewportMedia[k] === source.getAttribute('media'))!];
    const ext = { 'image/avif': 'avif', 'image/webp': 'webp', 'image/jpeg': 'jpg' }[
      source.getAttribute('type')!
    ];
    for (const candidate of source.getAttribute('srcset')!.split(', ')) {
      assert.match(candidate, new RegExp(`^/assets/photos/${encodedName(file, ext)} \\d+w$`));
    }
    assert.is(source.getAttribute('sizes'), '100vw');
  }
  const img = doc.querySelector('main picture img')!;
  assert.match(
    img.getAttribute('src')!,
    new RegExp(`^/assets/photos/${encodedName(photos.landing.desktop.file, 'jpg', '\\d+')}$`),
  );
  assert.is(img.getAttribute('alt'), '');
  assert.is(img.getAttribute('loading'), null);
  assert.is(img.getAttribute('fetchpriority'), 'high');
  assert.ok(img.getAttribute('width') && img.getAttribute('height'));
  const preloads = [...doc.querySelectorAll('head link[rel="preload"][as="image"]')];
  assert.equal(
    preloads.map((l) => l.getAttribute('media')),
    classes.map((key) => viewportMedia[key]),
  );
  for (const link of preloads) {
    assert.is(link.getAttribute('type'), 'image/avif');
    assert.is(link.getAttribute('fetchpriority'), 'high');
    assert.ok(
      sources.some((s) => s.getAttribute('srcset') === link.getAttribute('imagesrcset')),
      'same files as the picture',
    );
  }
});

screens('about: photo, background, experience, every skill chip by group, focus areas', () => {
  const doc = readPage('/about');
  assert.is(text(doc.querySelector('h1')), about.title);
  const photo = doc.querySelector('main img')!;
  assert.is(photo.getAttribute('alt'), about.photoAlt);
  assert.equal([photo.getAttribute('width'), photo.getAttribute('height')], ['200', '200']);
  assert.equal(
    [...doc.querySelectorAll('main picture source')].map((s) => s.getAttribute('type')),
    ['image/avif', 'image/webp'],
  );
  assert.equal(allText(doc, 'main h2'), [
    about.background.title,
    about.experience.title,
    about.skills.title,
    about.focus.title,
  ]);
  const paragraphs = [...doc.querySelectorAll('main section')][0]!.querySelectorAll('p');
  assert.equal([...paragraphs].map(text), [...about.background.paragraphs]);
  const groups = [...doc.querySelectorAll('main h3')].map((h3) => ({
    name: text(h3),
    items: [...h3.parentElement!.querySelectorAll('li')].map(text),
  }));
  assert.equal(
    groups,
    about.skills.groups.map((g) => ({ name: g.name, items: [...g.items] })),
  );
  const focus = [...doc.querySelectorAll('main h2')].find(
    (h2) => text(h2) === about.focus.title,
  )!.parentElement!;
  assert.equal([...focus.querySelectorAll('li')].map(text), [...about.focus.items]);
  const linkedIn = [...doc.querySelectorAll('main a')].find((a) =>
    text(a).startsWith(about.experience.button),
  )!;
  assert.is(linkedIn.getAttribute('href'), owner.linkedInUrl);
  assert.is(linkedIn.getAttribute('target'), '_blank');
});

screens('portfolio: title, subtitle, then the coming-soon card or, with the showcase on, every item', () => {
  const doc = readPage('/portfolio');
  assert.is(text(doc.querySelector('h1')), portfolio.title);
  assert.ok(allText(doc, 'main p').includes(portfolio.subtitle));
  if (portfolio.showcase) {
    // README, "Case studies and the showcase": each item a card linking to its page.
    for (const item of portfolioItems) {
      assert.ok(doc.querySelector(`main a[href="/portfolio/${item.id}"]`), `a card for item ${item.id}`);
      assert.ok(text(doc.querySelector('main')).includes(item.title));
    }
    assert.not.ok(allText(doc, 'main h2').includes(portfolio.comingSoon.title));
    return;
  }
  assert.equal(allText(doc, 'main h2'), [portfolio.comingSoon.title]);
  assert.ok(allText(doc, 'main p').includes(portfolio.comingSoon.text));
  for (const item of portfolioItems) {
    assert.not.ok(doc.querySelector(`main a[href="/portfolio/${item.id}"]`));
    assert.not.ok(text(doc.querySelector('main')).includes(item.title));
  }
});

for (const item of portfolioItems) {
  screens(`portfolio item ${item.id}: back button, title, image, description, no link`, () => {
    const doc = readPage(`/portfolio/${item.id}`);
    const back = doc.querySelector('main a[href="/portfolio"]');
    assert.is(text(back), portfolio.back);
    assert.is(text(doc.querySelector('h1')), item.title);
    const img = doc.querySelector('main picture img')!;
    assert.match(img.getAttribute('src')!, /^\/assets\/photos\/[\w-]+\.jpg$/, 'served from the site');
    // A placeholder (the picture could not be downloaded) shows nothing to describe.
    assert.is(img.getAttribute('alt'), img.hasAttribute('data-placeholder') ? '' : item.imageAlt);
    assert.ok(allText(doc, 'main p').includes(item.description));
    assert.not.ok(doc.querySelector(`a[href="${item.link}"]`));
    assert.not.ok(text(doc.body).includes(item.link));
  });
}

screens('portfolio not found: the message and a button back to the portfolio', () => {
  const doc = readPage('/portfolio/404');
  assert.is(text(doc.querySelector('h1')), portfolio.notFound.title);
  const back = doc.querySelector('main a[href="/portfolio"]');
  assert.is(text(back), portfolio.notFound.button);
});

screens('contact: heading, the card, the profile in a new tab, no form', () => {
  const doc = readPage('/contact');
  assert.is(text(doc.querySelector('h1')), contact.title);
  assert.equal(allText(doc, 'main h2'), [contact.card.title]);
  assert.ok(allText(doc, 'main p').includes(contact.card.text));
  const button = doc.querySelector(`main a[href="${owner.linkedInUrl}"]`)!;
  assert.ok(text(button).startsWith(contact.card.button));
  assert.is(button.getAttribute('target'), '_blank');
  assert.is(doc.querySelectorAll('form, input, textarea').length, 0);
});

screens('unknown paths: a designed not-found page', () => {
  const doc = readPage('/404');
  assert.is(text(doc.querySelector('h1')), notFound.title);
  assert.is(text(doc.querySelector('main a[href="/"]')), notFound.button);
});

screens.run();
