import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildSite, edited, fileHashes, projectText, type Site } from '../helpers/generate';

/**
 * The browser scripts are bundled again only when a file they are made from changed
 * (scripts/generator/bundling/bundle-browser.ts): every edit of an island or the loader must reach
 * them, in the same builder, and the owner's files again give the owner's scripts.
 */
const scripts = suite('browser scripts: made again exactly when what they are made from changed');

/** The text of the built script whose name starts `assets/<stem>-`. */
const script = (site: Site, stem: string) => {
  const path = [...site.files.keys()].find(
    (file) => file.startsWith(`assets/${stem}-`) && file.endsWith('.js'),
  );
  if (!path) throw new Error(`The build wrote no ${stem} script`);
  return { path, text: site.text(path) };
};

let owners: Site;
scripts.before(async () => {
  owners = await buildSite();
});

scripts('an edit of an island reaches the runtime, the loader that imports it and every page', async () => {
  const marker = 'site-menu-edited-by-a-test';
  const drawer = edited('src/islands/Drawer.tsx', /drawerPanelId = '[^']*'/, `drawerPanelId = '${marker}'`);
  const site = await buildSite({ files: { 'src/islands/Drawer.tsx': drawer } });
  const runtime = script(site, 'islands-runtime');
  assert.match(runtime.text, marker);
  assert.is.not(runtime.path, script(owners, 'islands-runtime').path);
  const loader = script(site, 'islands-loader');
  assert.match(loader.text, runtime.path.slice('assets/'.length), 'the loader imports the new runtime');
  for (const path of ['/', '/about'])
    assert.match(site.page(path), loader.path, `${path} loads the new loader`);
});

scripts('an edit of the loader alone reaches it', async () => {
  const marker = 'loader-edited-by-a-test';
  const text = `${projectText('src/browser/islands-loader.ts')}\nexport const edit = '${marker}';\n`;
  const site = await buildSite({ files: { 'src/browser/islands-loader.ts': text } });
  assert.match(script(site, 'islands-loader').text, marker);
  assert.is(
    script(site, 'islands-runtime').path,
    script(owners, 'islands-runtime').path,
    'the runtime as it was',
  );
});

scripts('back to the owner’s files, every file is the first build’s', async () => {
  assert.equal(fileHashes(await buildSite()), fileHashes(owners));
});

scripts.run();
