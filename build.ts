/**
 * `npm run build`: the site, pre-rendered to dist/. Each step is a small file
 * under scripts/build/; nothing touches dist/ until the last one.
 */
import { pathToFileURL } from 'node:url';
import { outputFile, pagePaths } from './src/routes';
import { bundleClient } from './scripts/build/bundle-client';
import { bundleServer } from './scripts/build/bundle-server';
import { checkContent } from './scripts/build/check-content';
import type { Mode } from './scripts/build/esbuild-shared';
import { buildFont } from './scripts/build/font';
import { hostFiles } from './scripts/build/host-files';
import { contentHash, type OutputFile } from './scripts/build/output-files';
import { buildPhotos } from './scripts/build/photos';
import { readStatic } from './scripts/build/read-static';
import { formatReport, pageSizes } from './scripts/build/report';
import { cspDirectives, serializeCsp } from './scripts/build/security-headers';
import { readSiteEnv } from './scripts/build/site-env';
import { buildSiteFiles } from './scripts/build/site-files';
import { writeDist } from './scripts/build/write-dist';

export type BuildOptions = { outDir?: string; mode?: Mode; quiet?: boolean };

export async function build({ outDir = 'dist', mode = 'production', quiet = false }: BuildOptions = {}) {
  const started = performance.now();

  // 1. Refuse bad content or configuration before doing anything.
  checkContent();
  const env = readSiteEnv();
  const at = (file: OutputFile) => `${env.basePath}/${file.path}`;

  // 2. Bundle the browser's scripts and the renderer (with all CSS); encode photos, font and icons.
  const [client, server, photos, font, siteFiles, staticFiles] = await Promise.all([
    bundleClient(mode, env),
    bundleServer(mode, env),
    buildPhotos('static', env.basePath),
    buildFont(env.basePath),
    buildSiteFiles(pagePaths, env),
    readStatic(),
  ]);
  const cssText = font.css + Buffer.from(server.css).toString('utf8');
  const css: OutputFile = { path: `assets/site-${contentHash(cssText)}.css`, contents: cssText };

  // 3. Pre-render every route.
  const rendered = server.renderSite({
    css: at(css),
    js: at(client.islands),
    notFoundJs: at(client.notFound),
    font: font.url,
    photos: photos.set,
    socialImage: siteFiles.socialImage,
    csp: serializeCsp(cspDirectives(), { forMeta: true }),
    basePath: env.basePath,
  });
  const pages: OutputFile[] = [...rendered].map(([path, html]) => ({ path: outputFile(path), contents: html }));

  // 4. Write dist/ in one swap.
  await writeDist(outDir, [
    ...staticFiles,
    ...siteFiles.files,
    ...hostFiles(env),
    ...photos.files,
    font.file,
    css,
    client.islands,
    client.notFound,
    ...pages,
  ]);

  const elapsed = performance.now() - started;
  const sizes = pageSizes(pages, [css, client.islands]);
  if (!quiet) console.log(formatReport(sizes, elapsed));
  return { pages: sizes, milliseconds: elapsed, photosEncoded: photos.encoded };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const mode: Mode = process.argv.includes('--dev') ? 'development' : 'production';
  build({ mode }).catch((error: Error) => {
    console.error(`\nBuild failed; dist/ was left as it was.\n${error.message}`);
    process.exit(1);
  });
}
