/**
 * The site, pre-rendered to dist/. Each step is a small file under
 * scripts/build/; nothing touches dist/ until the last one. `npm run build`
 * runs it through scripts/build/cli.ts, which skips a build that would change nothing.
 */
import { context } from 'esbuild';
import { clientOptions, readClient } from './scripts/build/bundle-client';
import { loadServer, serverOptions } from './scripts/build/bundle-server';
import { checkContent } from './scripts/build/check-content';
import {
  linariaPlugins,
  sharedOptions,
  type Mode,
  type TransformCache,
} from './scripts/build/esbuild-shared';
import { buildFont, fontHashToken, subsetFont } from './scripts/build/font';
import { hostFiles } from './scripts/build/host-files';
import { finishPage, pageCss, styleHash } from './scripts/build/finish-page';
import type { OutputFile } from './scripts/build/output-files';
import { buildPhotos } from './scripts/build/photos';
import type { ProgressOutput } from './scripts/build/progress';
import { readStatic } from './scripts/build/read-static';
import { sizeReport } from './scripts/build/report';
import { buildPortfolioPhotos } from './scripts/build/remote-images';
import { cspDirectives, serializeCsp } from './scripts/build/security-headers';
import { readSiteEnv } from './scripts/build/site-env';
import { speculationRules } from './scripts/build/speculation-rules';
import { buildSiteFiles } from './scripts/build/site-files';
import { writeDist } from './scripts/build/write-dist';

export type BuildOptions = {
  outDir?: string;
  mode?: Mode;
  quiet?: boolean;
  /** `npm run dev`: keep Linaria's transforms between runs and add this live-reload script to each page. */
  devScript?: string;
};

/** A build that can run again and again, its bundlers kept warm (the dev server's). */
export async function createBuilder({
  outDir = 'dist',
  mode = 'production',
  quiet = false,
  devScript,
}: BuildOptions = {}) {
  const env = readSiteEnv();
  // Linaria's transforms: made by the renderer's bundle, reused by the browser's (and, in dev, kept).
  const transforms: TransformCache = new Map();
  const plugins = linariaPlugins(transforms);
  const minify = mode === 'production';
  const [clientBundler, serverBundler] = await Promise.all([
    context({ ...clientOptions(sharedOptions(mode, env), minify), plugins: plugins.client }),
    context({ ...serverOptions(sharedOptions(mode, env), minify), plugins: plugins.server }),
  ]);
  const at = (file: OutputFile) => `${env.basePath}/${file.path}`;
  // Encoding photos into an empty cache takes seconds: show how far it is. A quiet build shows it
  // only on a terminal, and erases the line when done.
  const tty = Boolean(process.stderr.isTTY);
  const progress: ProgressOutput | undefined =
    quiet && !tty ? undefined : { write: (text) => process.stderr.write(text), tty, transient: quiet };

  async function run({ fresh = false } = {}) {
    const started = performance.now();
    const steps: Record<string, number> = {};
    const timed = async <T>(name: string, work: Promise<T> | (() => T)): Promise<T> => {
      const start = performance.now();
      const result = typeof work === 'function' ? work() : await work;
      steps[name] = Math.round(performance.now() - start);
      return result;
    };
    if (fresh || !devScript) transforms.clear();

    // 1. Bundle the renderer (with all CSS), then the browser's scripts; refuse bad content or photos.
    const serverResult = await timed('bundle server', serverBundler.rebuild());
    const clientResult = await timed('bundle client', clientBundler.rebuild());
    const { site, css: componentCss } = await timed('load renderer', loadServer(serverResult));
    checkContent(site);
    const client = readClient(clientResult);

    // 2. Encode photos, font, icons and the social card; read static files.
    const [photos, font, siteFiles, staticFiles, portfolioPhotos] = await Promise.all([
      timed('photos', buildPhotos(site.content.photos, { basePath: env.basePath, progress })),
      timed('font', buildFont(env.basePath)),
      timed('icons and social card', buildSiteFiles(site, env)),
      timed('static files', readStatic()),
      timed('portfolio images', buildPortfolioPhotos(site, { basePath: env.basePath })),
    ]);

    // 3. Pre-render every route; cut the font to the characters they use.
    const drafts = await timed('render', () =>
      site.renderSite({
        js: at(client.islands),
        notFoundJs: at(client.notFound),
        font: font.url,
        photos: photos.set,
        portfolioPhotos: portfolioPhotos.byId,
        socialImage: siteFiles.socialImage,
        basePath: env.basePath,
        devScript,
      }),
    );
    const fontFile = await timed('font subset', subsetFont(font.source, [...drafts.values()]));
    const fontName = fontFile.path.slice(fontFile.path.lastIndexOf('-') + 1, -'.woff2'.length);
    const withFont = (text: string) => text.replaceAll(fontHashToken, fontName);
    const rendered = new Map([...drafts].map(([path, html]) => [path, withFont(html)]));
    const allCss = withFont(font.css) + Buffer.from(componentCss).toString('utf8');

    // 4. Inline the CSS each page needs, allowed by its hash.
    const islandsJs = String(client.runtime.contents);
    // The dev server inlines the whole CSS: unused rules change nothing on screen, and purging
    // every page again after each text edit was a third of the time from save to reload.
    const purged = (html: string) => (devScript ? Promise.resolve(allCss) : pageCss(html, allCss, islandsJs));
    const styled = await timed(
      'inline css',
      Promise.all(
        [...rendered].map(async ([path, html]) => ({
          path,
          html,
          css: await purged(html),
        })),
      ),
    );
    // Speculation rules: named by a header where the host sends one, else inline, allowed by hash.
    const rules = env.headers ? undefined : speculationRules(site.routes, env.basePath);
    const rulesHashes = rules ? [styleHash(rules)] : [];
    const csp = cspDirectives(
      styled.map((page) => styleHash(page.css)),
      rulesHashes,
    );
    const pages: OutputFile[] = styled.map(({ path, html, css }) => ({
      path: site.routes.outputFile(path),
      contents: finishPage(html, {
        csp: serializeCsp(cspDirectives([styleHash(css)], rulesHashes), { forMeta: true }),
        css,
        rules,
      }),
    }));

    // 5. Write dist/ in one swap.
    const files = [
      ...staticFiles,
      ...siteFiles.files,
      ...hostFiles(site, env, csp),
      ...photos.files,
      ...portfolioPhotos.files,
      fontFile,
      client.islands,
      client.runtime,
      client.notFound,
      ...pages,
    ];
    await timed('write', writeDist(outDir, files));

    const elapsed = performance.now() - started;
    // The size table costs a gzip of every page and script (0.6 s in dev, where React is large):
    // only for a person reading it, never on the dev server's path from save to reload.
    if (!quiet) console.log(sizeReport(pages, files, env.basePath, elapsed));
    return {
      milliseconds: elapsed,
      steps,
      photosEncoded: photos.encoded + portfolioPhotos.encoded,
      css: allCss,
    };
  }

  const dispose = async () => {
    await Promise.all([clientBundler.dispose(), serverBundler.dispose()]);
  };
  return { run, dispose };
}

export async function build(options: BuildOptions = {}) {
  const builder = await createBuilder(options);
  try {
    return await builder.run();
  } finally {
    await builder.dispose();
  }
}
