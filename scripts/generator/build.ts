/**
 * The site, pre-rendered to dist/: the steps in order, each a small file in a folder of
 * scripts/generator/ named for its concern; nothing touches dist/ until the last one. `npm run build`
 * runs it through ./cli.ts, which skips a build that would change nothing.
 */
import { createBuildState } from './state/build-state';
import { saidBefore } from './state/said-before';
import { createBundlers } from './bundling/bundlers';
import { checkContent } from './checks/check-content';
import { finishPages } from './pages/finish-pages';
import { hostFiles } from './host-files/host-files';
import { rootPath } from './publishing/output-files';
import { buildPhotos } from './photos/photos';
import type { ProgressOutput } from './progress';
import { readStatic, resumeAsset } from './publishing/read-static';
import { budgetWarnings } from './checks/budget-warnings';
import { pageWeights, readOutput } from './publishing/page-weights';
import { sizeReport } from './publishing/report';
import { checkRootLinks, pageRootLinks } from './checks/root-links';
import { LocatedError } from './errors/located-error';
import { buildPortfolioPhotos } from './photos/remote-images';
import { readSiteEnv } from './checks/site-env';
import { buildSiteFiles } from './host-files/site-files';
import { stepTimer } from './step-timer';
import { allDone } from './all-done';
import * as leftoversOf from './checks/template-leftovers';
import { writeDist } from './publishing/write-dist';
import { isLocalImage } from '../../src/photo-types';
import { readWriting } from './writing/read-writing';
import { unbundledBodies, type PostsSource } from './writing/posts-plugin';
import { writingAssets } from './writing/writing-assets';
import { feedFiles } from './writing/feeds';
import { checkCaseStudyItems } from './writing/case-studies';
import { overlayOf, withOverlay, type Overlay, type VirtualFiles } from './project-files';
import type { BuildOptions } from './build-options';
export type { BuildOptions };

/** A build that can run again and again, its bundlers kept warm (the dev server's). */
export async function createBuilder({
  outDir = 'dist',
  mode = 'production',
  quiet = false,
  strict = false,
  devScript,
  env: variables,
}: BuildOptions = {}) {
  const env = readSiteEnv(variables);
  const state = createBuildState();
  // The posts of src/writing/ and case studies of src/portfolio/, read before each bundling: the
  // renderer's bundle is made with them.
  const writing: PostsSource = { posts: [], caseStudies: [] };
  // The virtual files of the run under way (./project-files.ts), for esbuild's plugins.
  let overlay: Overlay = new Map();
  const bundlers = await createBundlers(mode, env, state.transforms, writing, () => overlay);
  // Encoding photos into an empty cache takes seconds: show how far it is. A quiet build shows it
  // only on a terminal, and erases the line when done.
  const tty = Boolean(process.stderr.isTTY);
  const progress: ProgressOutput | undefined =
    quiet && !tty ? undefined : { write: (text) => process.stderr.write(text), tty, transient: quiet };

  /** One build of the files, `files` in memory over them; a `newProject` says every warning again. */
  function run(files: VirtualFiles = {}, { newProject = false } = {}) {
    overlay = overlayOf(files);
    if (newProject) state.warnings = saidBefore();
    return withOverlay(overlay, runSteps);
  }

  async function runSteps() {
    const started = performance.now();
    const { steps, timed } = stepTimer();
    // Only the dev server keeps transforms between runs; within a run the browser bundle reuses the renderer's.
    if (!devScript) state.transforms.entries.clear();
    state.warnings.startRun();

    // 0. Read, check and compile the posts and case studies, each from its cache if unchanged.
    Object.assign(writing, await readWriting(state, Boolean(devScript), timed));

    // 1. Bundle the renderer (with all CSS) and the browser scripts.
    const { renderer, css, scripts } = await bundlers.bundle(timed);
    const bodies = unbundledBodies(writing);
    renderer.providePostBodies(bodies);

    // 2. Refuse bad content, missing photos or a link that skips the base path before anything is made of them.
    checkContent(renderer);
    checkCaseStudyItems(writing.caseStudies!, renderer.content.portfolioItems);
    checkRootLinks('src');
    const leftovers = leftoversOf.templateLeftovers(
      renderer.content,
      env.siteUrl,
      leftoversOf.placeholderPhotos(renderer.content.photos),
    );
    const refused = leftoversOf.refused(leftovers);
    if (strict && refused.length > 0) throw new leftoversOf.TemplateLeftoversError(refused);

    // 3. Encode photos, icons and the social card; read the font and static files.
    const { background } = renderer.theme.colors;
    const portfolioFiles = renderer.content.portfolioItems.map((item) => item.imageUrl).filter(isLocalImage);
    const loadingFont = timed('font', state.font(Object.values(renderer.theme.font.weights)));
    const siteFilesLoading = timed(
      'icons and social card',
      loadingFont.then((loaded) =>
        buildSiteFiles(renderer, { inter: loaded.inter, noto: state.noto }, state),
      ),
    );
    const [photos, font, siteFiles, staticFiles, portfolioPhotos, posts] = await allDone([
      timed('photos', buildPhotos(renderer.content.photos, { progress, memo: state.photos, background })),
      loadingFont,
      siteFilesLoading,
      timed('static files', readStatic('static', portfolioFiles)),
      timed(
        'portfolio images',
        buildPortfolioPhotos(renderer, { warn: state.warnings.warn, memo: state.portfolioPhotos }),
      ),
      timed(
        'post images and cards',
        writingAssets(renderer, writing, loadingFont, { background, progress, state }),
      ),
    ]);

    // 4. Render every page (the pages put their base path on the assets' root paths), check that a font draws
    //    every character, cut the font's faces to what they show, inline each page's CSS under its CSP.
    const finished = await finishPages({
      renderer,
      assets: {
        islandsLoader: rootPath(scripts.islandsLoader),
        portfolioNotFound: rootPath(scripts.portfolioNotFound),
        photos: photos.set,
        portfolioPhotos: portfolioPhotos.byId,
        socialImage: siteFiles.socialImage,
        resume: resumeAsset(renderer.content.owner.resume, staticFiles),
        devScript,
        postPhotos: posts.postPhotos,
        postCards: posts.postCards,
      },
      font,
      componentCss: posts.css ? `${css}\n${posts.css}` : css,
      islandsRuntime: String(scripts.islandsRuntime.contents),
      env,
      wholeCss: Boolean(devScript),
      timed,
      bodies,
      memo: state.pages,
    });
    const { pages } = finished;
    // The dev server's own script is served from its root, whatever the base path.
    const pageTexts = new Map(pages.map((page) => [page.path, String(page.contents)]));
    const skipping = devScript ? [] : pageRootLinks(pageTexts, env.basePath);
    if (skipping.length > 0) throw new LocatedError(skipping);
    const browserScripts = [scripts.islandsLoader, scripts.islandsRuntime, scripts.portfolioNotFound];
    // 5. Write dist/ in one swap.
    const files = [
      ...staticFiles,
      ...siteFiles.files,
      ...hostFiles(renderer, env, finished.csp),
      ...photos.files,
      ...portfolioPhotos.files,
      ...posts.files,
      ...(await feedFiles(renderer, posts.postPhotos ?? {}, state.pages)),
      ...finished.fonts,
      ...browserScripts,
      ...pages,
    ];
    // Every file a page names must be among them: checked before dist/ is touched (not on each of the
    // dev server's saves). Measured lazily: nothing is compressed unless the table or the budgets read it.
    const htmls = pages.map((page) => String(page.contents));
    const weights = devScript ? [] : pageWeights(htmls, readOutput(files, renderer.withBase));
    // The dev server's folder is its own: a save writes only what changed. dist/ is swapped whole.
    if (outDir !== null)
      await timed('write', devScript ? state.devOutput(outDir, files) : writeDist(outDir, files));

    const elapsed = performance.now() - started;
    // The size table costs a gzip of every page and script (0.6 s in dev, where React is large):
    // only for a person reading it, never on the dev server's path from save to reload.
    if (!quiet && !devScript) console.log(sizeReport(pages, weights, elapsed));
    // Budgets are the production build's: React's development build is three times the size.
    if (mode === 'production' && !devScript)
      for (const warning of budgetWarnings(pages, weights)) console.warn(warning);
    state.warnings.finishRun();
    return {
      milliseconds: elapsed,
      steps,
      photosEncoded: photos.encoded + portfolioPhotos.encoded + posts.encoded,
      /** What is still the template's (`npm run build` lists it). */
      leftovers,
      /** What was written, for the record of ./publishing/up-to-date.ts. */
      files,
    };
  }

  return { run, dispose: bundlers.dispose };
}

export async function build(options: BuildOptions = {}) {
  const builder = await createBuilder(options);
  try {
    return await builder.run();
  } finally {
    await builder.dispose();
  }
}
