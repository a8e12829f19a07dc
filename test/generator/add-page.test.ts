import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nav } from '../../src/content';
import { buildSite, edited, type Site } from '../helpers/generate';
import { text } from '../helpers/site';
import { parseHtml } from '../helpers/site-dom';
import { importWith, typeCheck } from '../helpers/virtual-project';

/**
 * A newcomer adds a page as the README's "Adding a page" says: a screen file, its loader and its
 * row in src/routes.ts, and its menu label in src/content.ts. Nothing else is edited. The three
 * files are the build's virtual files: the screen exists only in memory.
 */
const page = { name: 'talks', path: '/talks', label: 'TALKS', title: 'Talks and Writing' };

const screen = `import { Meta } from '../components/Meta';
import { PageContainer } from '../components/PageContainer';
import { PageTitle } from '../components/PageTitle';

export function Talks() {
  return (
    <PageContainer>
      <Meta title="${page.title}" description="Talks given and articles written." />
      <PageTitle title="${page.title}" />
    </PageContainer>
  );
}
`;

const routes = edited(
  'src/routes.ts',
  // Before CONTACT in the menu: the row goes before the contact row.
  /(\n  \{\n    name: 'contact',)/,
  `\n  { name: '${page.name}', pattern: '${page.path}', menu: '${page.name}', screen: screens.${page.name} },$1`,
  edited(
    'src/routes.ts',
    /(const screens = \{\n)/,
    `$1  ${page.name}: () => import('./screens/Talks').then((m) => m.Talks),\n`,
  ),
);
const files = {
  'src/screens/Talks.tsx': screen,
  'src/routes.ts': routes,
  'src/content.ts': edited(
    'src/content.ts',
    /(export const nav = \{\n)/,
    `$1  ${page.name}: '${page.label}',\n`,
  ),
};

const adding = suite('a page added as the README says: one row and one screen file');
let site: Site;
let typeChecked: ReturnType<typeof typeCheck>;
adding.before(async () => {
  // The type check runs beside the build, in its own process.
  typeChecked = typeCheck(files);
  site = await buildSite({ files });
});
adding.after(async () => {
  await typeChecked;
});

const doc = (path: string) => parseHtml(site.page(path));

adding('its page is written from the new screen file, with its title', () => {
  assert.ok(site.file('talks.html'), 'dist/talks.html');
  assert.is(text(doc(page.path).querySelector('main h1')), page.title);
});

adding('every page’s menu has it, before CONTACT, and marks it current on its own page', () => {
  for (const path of ['/', page.path]) {
    const links = [...doc(path).querySelectorAll('#site-menu nav a')];
    const labels = links.map(text);
    assert.is(labels.indexOf(page.label), labels.indexOf(nav.contact) - 1, labels.join(', '));
    const link = links.find((a) => text(a) === page.label)!;
    assert.is(link.getAttribute('href'), page.path);
    assert.is(link.getAttribute('aria-current'), path === page.path ? 'page' : null, path);
  }
});

// The speculation rules match any link to a page of the site (test/browser/prerender.test.ts): the
// menu's link to it, checked above, is what they prerender.
adding('the sitemap lists it', () => {
  assert.match(site.text('sitemap.xml'), `<loc>https://example.com${page.path}</loc>`);
});

adding('the a11y run, the layout run and the other page-by-page tests visit it', async () => {
  const { pageAddresses } = await importWith<typeof import('../helpers/addresses')>(
    'test/helpers/addresses.ts',
    files,
  );
  const { layoutPaths } = await importWith<typeof import('../helpers/screens')>(
    'test/helpers/screens.ts',
    files,
  );
  assert.ok(pageAddresses.includes(page.path), 'the a11y run');
  assert.ok(layoutPaths.includes(page.path), 'the layout run');
});

adding('the type check passes', async () => {
  const { status, output } = await typeChecked;
  assert.is(status, 0, output);
});

adding.run();
