import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Window } from 'happy-dom';
import { xml2js } from 'xml-js';
import { buildSite, contentWith, type Site } from '../helpers/generate';

/**
 * Texts that try to break out of where the site writes them (a script, an attribute, a feed's XML,
 * the card's text): every escape of the build, fed a hostile string of the test's own. A name or
 * title written as is would end a <script> of structured data and run the next one.
 */
const hostile = suite('escapes: hostile texts stay text wherever the site writes them');

const attack = '</script><script>alert(1)</script><!-- & "quoted" \'single\' <b>';
const name = `Ada ${attack}`;
const title = `A post ${attack}`;
const post = [
  '---',
  `title: ${JSON.stringify(title)}`,
  'date: 2026-04-01',
  `description: ${JSON.stringify(`About it ${attack}`)}`,
  `tags: [${JSON.stringify('tag <i>')}]`,
  '---',
  '',
  'A body.',
  '',
].join('\n');

let site: Site;
hostile.before(async () => {
  site = await buildSite({
    files: {
      'src/content.ts': contentWith({ 'owner.name': name, 'landing.phrases[0]': name }),
      'src/writing/hostile-post.md': post,
    },
  });
});

const pages = () => [...site.files.keys()].filter((path) => path.endsWith('.html'));

hostile('no page runs a script the owner did not write', () => {
  for (const path of pages()) {
    const html = site.text(path);
    assert.not.match(html, '<script>alert(1)', path);
    const doc = new Window().document;
    doc.write(html);
    for (const script of doc.querySelectorAll('script'))
      assert.not.match(
        script.textContent ?? '',
        'alert(1)</script>',
        `${path}: a script holds the attack whole`,
      );
  }
});

hostile('structured data stays one JSON value, holding the texts as they are', () => {
  for (const path of ['index.html', 'writing/hostile-post.html']) {
    const blocks = [...site.text(path).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    assert.ok(blocks.length > 0, `${path} has structured data`);
    const data = blocks.map((block) => JSON.stringify(JSON.parse(block[1]!)));
    assert.ok(
      data.some(
        (json) =>
          json.includes(JSON.stringify(name).slice(1, -1)) ||
          json.includes(JSON.stringify(title).slice(1, -1)),
      ),
      `${path}: ${data.join('\n')}`,
    );
  }
});

hostile('titles and link-preview tags hold the texts, escaped', () => {
  const doc = new Window().document;
  doc.write(site.page('/writing/hostile-post'));
  assert.ok(doc.title.startsWith(title), doc.title);
  assert.is(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')?.startsWith(title), true);
  assert.is(doc.querySelector('h1')?.textContent, title);
});

/** Every text (and CDATA section) of the elements named `tag` in an XML document. */
function textsOf(xml: string, tag: string): string[] {
  type Node = { name?: string; text?: string; cdata?: string; elements?: Node[] };
  const found: string[] = [];
  const walk = (node: Node) => {
    if (node.name === tag) found.push((node.elements ?? []).map((e) => e.text ?? e.cdata ?? '').join(''));
    for (const child of node.elements ?? []) walk(child);
  };
  walk(xml2js(xml) as Node);
  return found;
}

hostile('the feeds are well-formed XML and JSON holding the title as it is', () => {
  for (const feed of ['rss.xml', 'atom.xml']) {
    const text = site.text(feed);
    assert.ok(textsOf(text, 'title').includes(title), `${feed}: ${textsOf(text, 'title').join(' | ')}`);
  }
  const json = JSON.parse(site.text('feed.json')) as { items: { title: string }[] };
  assert.ok(json.items.some((item) => item.title === title));
});

hostile('the link-preview card is drawn, with the name as text', () => {
  const cards = [...site.files.keys()].filter(
    (path) => /card|social/.test(path) && /\.(png|jpg)$/.test(path),
  );
  assert.ok(cards.length > 0, [...site.files.keys()].join(' '));
});

hostile.run();
