import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkRootLinks, pageRootLinks, rootLinks } from '../scripts/generator/checks/root-links';

const file = 'src/screens/Fixture.tsx';
const found = (jsx: string) =>
  rootLinks(file, `export const F = ({ id }: { id: number }) => (\n  <>\n    ${jsx}\n  </>\n);\n`);

const links = suite('root links: an address written by hand that skips the base path');

links('a hand-written <a href="/portfolio/1"> is found with its file, line and column', () => {
  assert.equal(found('<a href="/portfolio/1">one</a>'), [
    { file, line: 3, column: 7, attribute: 'href', value: '/portfolio/1' },
  ]);
});

links('so are a template address, an expression string and an image source', () => {
  const values = (jsx: string) => found(jsx).map((link) => `${link.attribute} ${link.value}`);
  assert.equal(values('<a href={`/portfolio/${id}`}>x</a>'), ['href /portfolio/']);
  assert.equal(values("<a href={'/about'}>x</a>"), ['href /about']);
  assert.equal(values('<img src="/assets/me.png" alt="" />'), ['src /assets/me.png']);
});

links('addresses through withBase, components, anchors, other sites and protocol-relative ones pass', () => {
  for (const jsx of [
    "<a href={withBase('/about')}>x</a>",
    '<ButtonLink href="/portfolio">x</ButtonLink>',
    '<a href="#main">x</a>',
    '<a href="https://www.linkedin.com/in/x/">x</a>',
    '<img src="//cdn.example/x.png" alt="" />',
    '<a className="/not-an-address" href="about">x</a>',
  ]) {
    assert.equal(found(jsx), [], jsx);
  }
});

links("the site's own components and screens have none", () => {
  checkRootLinks('src');
});

links('under a base path, a rendered address that skips it is named with its page', () => {
  const html = [
    '<a href="/site/about">About</a><script src="/site/assets/x.js"></script>',
    '<a href="/projects/one">From the content</a>',
    '<img srcset="/site/a.avif 400w, /b.avif 800w" src="/site/a.jpg">',
    '<a href="//cdn.example/x">x</a><a href="#main">x</a><a href="https://example.org/">x</a>',
  ].join('');
  const found = pageRootLinks(new Map([['about.html', html]]), '/site');
  assert.equal(
    found.map((p) => p.message.split(',')[0]),
    ['the page about.html has href="/projects/one"', 'the page about.html has srcset="/b.avif"'],
  );
  assert.equal(pageRootLinks(new Map([['about.html', html]]), ''), [], 'at a domain root every "/" is right');
});

links.run();
