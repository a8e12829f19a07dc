/**
 * `npm run build`: the site, pre-rendered to dist/. Each step is a small file
 * under scripts/build/; only the last one touches dist/.
 */
import { pathToFileURL } from 'node:url';
import { outputFile, pagePaths } from './src/routes';
import { bundleClient } from './scripts/build/bundle-client';
import { bundleServer } from './scripts/build/bundle-server';
import { buildFont } from './scripts/build/font';
import { buildPhotos } from './scripts/build/photos';
import { checkContent } from './scripts/build/check-content';
import type { Mode } from './scripts/build/esbuild-shared';
import { contentHash, type OutputFile } from './scripts/build/output-files';
import { readStatic } from './scripts/build/read-static';
import { readSiteEnv } from './scripts/build/site-env';
import { buildSiteFiles } from './scripts/build/site-files';
import { formatReport, pageSizes } from './scripts/build/report';
import { writeDist } from './scripts/build/write-dist';

export type BuildOptions = { outDir?: string; mode?: Mode; quiet?: boolean };

export async function build({ outDir = 'dist', mode = 'production', quiet = false }: BuildOptions = {}) {
  const started = performance.now();

  // 1. Refuse bad content or configuration before doing anything.
  checkContent();
  const env = readSiteEnv();

  // 2. Bundle the islands for the browser and the renderer (with all CSS) for Node; encode the photos.
  const [client, server, photos, font, staticFiles] = await Promise.all([
    bundleClient(mode, env),
    bundleServer(mode, env),
    buildPhotos('static', env.basePath),
    buildFont(env.basePath),
    readStatic(),
  ]);
  const siteFiles = await buildSiteFiles(pagePaths, env);
  const cssText = font.css + Buffer.from(server.css).toString('utf8');
  const css: OutputFile = { path: `assets/site-${contentHash(cssText)}.css`, contents: cssText };

  // 3. Pre-render every route.
  const rendered = server.renderSite({
    css: `${env.basePath}/${css.path}`,
    js: `${env.basePath}/${client.path}`,
    photos: photos.set,
    font: font.url,
    socialImage: siteFiles.socialImage,
  });
  const pages: OutputFile[] = [...rendered].map(([path, html]) => ({
    path: outputFile(path),
    contents: html,
  }));

  // 4. Write dist/ in one swap.
  await writeDist(outDir, [
    ...staticFiles,
    ...siteFiles.files,
    ...photos.files,
    font.file,
    css,
    client,
    ...pages,
  ]);

  const elapsed = performance.now() - started;
  const sizes = pageSizes(pages, [css, client]);
  if (!quiet) console.log(formatReport(sizes, elapsed));
  return { pages: sizes, milliseconds: elapsed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mode: Mode = process.argv.includes('--dev') ? 'development' : 'production';
  build({ mode }).catch((error: Error) => {
    console.error(`\nBuild failed; dist/ was left as it was.\n${error.message}`);
    process.exit(1);
  });
}
