import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { edit, projectCopy, runBuild } from '../helpers/project';
import { text } from '../helpers/site';
import { nav } from '../../src/content';
import { readPage } from '../helpers/site-dom';

/**
 * A newcomer adds a page as the README's "Adding a page" says: a screen file, its loader and its
 * row in src/routes.ts, and its menu label in src/content.ts. Nothing else is edited.
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

const adding = suite('a page added as the README says: one row and one screen file');
let dir = '';
let built: ReturnType<typeof runBuild>;
adding.before(() => {
  dir = projectCopy();
  cpSync('test/helpers', join(dir, 'test/helpers'), { recursive: true });
  writeFileSync(join(dir, 'src/screens/Talks.tsx'), screen);
  edit(
    dir,
    'src/routes.ts',
    /(const screens = \{\n)/,
    `$1  ${page.name}: () => import('./screens/Talks').then((m) => m.Talks),\n`,
  );
  // Before CONTACT in the menu: the row goes before the contact row.
  edit(
    dir,
    'src/routes.ts',
    /(\n  \{\n    name: 'contact',)/,
    `\n  { name: '${page.name}', pattern: '${page.path}', menu: '${page.name}', screen: screens.${page.name} },$1`,
  );
  edit(dir, 'src/content.ts', /(export const nav = \{\n)/, `$1  ${page.name}: '${page.label}',\n`);
  built = runBuild(dir);
});
adding.after(() => rmSync(dir, { recursive: true, force: true }));

adding('it builds, and the type check passes', () => {
  assert.is(built.status, 0, built.stderr);
  const typecheck = spawnSync(resolve('node_modules/.bin/tsc'), ['--noEmit'], { cwd: dir, encoding: 'utf8' });
  assert.is(typecheck.status, 0, typecheck.stdout);
});

adding('its page is written, with its title', () => {
  assert.ok(existsSync(join(dir, 'dist/talks.html')));
  assert.is(text(readPage(page.path, join(dir, 'dist')).querySelector('main h1')), page.title);
});

adding('every page’s menu has it, before CONTACT, and marks it current on its own page', () => {
  for (const path of ['/', page.path]) {
    const links = [...readPage(path, join(dir, 'dist')).querySelectorAll('#site-menu nav a')];
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
  assert.match(
    readFileSync(join(dir, 'dist/sitemap.xml'), 'utf8'),
    `<loc>https://example.com${page.path}</loc>`,
  );
});

/** A list of pages as the copy's own test helpers make it. */
function listed(module: string, name: string): string[] {
  const script = `import('./test/helpers/${module}.ts').then((m) => console.log(JSON.stringify(m.${name})))`;
  const result = spawnSync(resolve('node_modules/.bin/tsx'), ['-e', script], { cwd: dir, encoding: 'utf8' });
  assert.is(result.status, 0, result.stderr);
  return JSON.parse(result.stdout) as string[];
}

adding('the a11y run, the layout run and the other page-by-page tests visit it', () => {
  assert.ok(listed('addresses', 'pageAddresses').includes(page.path), 'the a11y run');
  assert.ok(listed('screens', 'layoutPaths').includes(page.path), 'the layout run');
});

adding.run();
