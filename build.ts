/**
 * The site's build, pre-rendered to dist/: the steps in order, each a call into a small file in a
 * folder of scripts/generator/ named for its concern; nothing touches dist/ until the last one.
 * `npm run build` (scripts/generator/cli.ts) runs it inside the lock and beside the type check.
 */
import { createBuildState } from './scripts/generator/state/build-state';
import { saidBefore } from './scripts/generator/state/said-before';
import { createBundlers } from './scripts/generator/bundling/bundlers';
import { checkContent } from './scripts/generator/checks/check-content';
import { checkTranslations } from './scripts/generator/checks/translations';
import { languageStatus } from './scripts/generator/checks/language-status';
import { finishPages } from './scripts/generator/pages/finish-pages';
import { hostFiles } from './scripts/generator/host-files/host-files';
import { rootPath } from './scripts/generator/publishing/output-files';
import { buildPhotos } from './scripts/generator/photos/photos';
import type { ProgressOutput } from './scripts/generator/progress';
import { readStatic, resumeAsset } from './scripts/generator/publishing/read-static';
import { checkRootLinks } from './scripts/generator/checks/root-links';
import { publish } from './scripts/generator/publishing/publish';
import { buildPortfolioPhotos } from './scripts/generator/photos/remote-images';
import { readSiteEnv } from './scripts/generator/checks/site-env';
import { buildSiteFiles } from './scripts/generator/host-files/site-files';
import { stepTimer } from './scripts/generator/step-timer';
import { allDone } from './scripts/generator/all-done';
import * as leftoversOf from './scripts/generator/checks/template-leftovers';
import { isLocalImage } from './src/photo-types';
import { readWriting } from './scripts/generator/writing/read-writing';
import { bodyCode, type PostsSource } from './scripts/generator/writing/posts-plugin';
import { writingAssets } from './scripts/generator/writing/writing-assets';
import { feedsOf } from './scripts/generator/writing/feeds';
import { checkCaseStudyItems } from './scripts/generator/writing/case-studies';
import { overlayOf, withOverlay, type Overlay, type VirtualFiles } from './scripts/generator/project-files';
import type { BuildOptions } from './scripts/generator/build-options';
export type { BuildOptions };

/**
 * A build that can run again and again, its bundlers kept warm: `make` is the site in memory, `run`
 * is `npm run build`'s (made, checked, written in one swap, reported). The dev server composes its own
 * from `make` (scripts/dev/dev-builder.ts).
 */
export async function createBuilder({
  outDir = 'dist',
  mode = 'production',
  quiet = false,
  strict = false,
  env: variables,
  pageScript,
  drafts = false,
  keepTransforms = false,
  wholeCss = false,
}: BuildOptions = {}) {
  const env = readSiteEnv(variables);
  const state = createBuildState(outDir, { runsAgain: keepTransforms });
  // The posts and case studies, read before each bundling: the renderer's bundle is made with them.
  const writing: PostsSource = { posts: [], caseStudies: [] };
  // The virtual files of the run under way (scripts/generator/project-files.ts), for esbuild's plugins.
  let overlay: Overlay = new Map();
  const bundlers = await createBundlers(mode, env, state.transforms, writing, () => overlay);
  // Encoding photos into an empty cache takes seconds: shown (a quiet build's only on a terminal, then erased).
  const tty = Boolean(process.stderr.isTTY);
  const progress: ProgressOutput | undefined =
    quiet && !tty ? undefined : { write: (text) => process.stderr.write(text), tty, transient: quiet };

  /** Every file of the site, in memory, `files` over the project's; a `newProject` says every warning again. */
  function make(files: VirtualFiles = {}, { newProject = false } = {}) {
    overlay = overlayOf(files);
    if (newProject) state.warnings = saidBefore();
    return withOverlay(overlay, makeSteps);
  }

  async function makeSteps() {
    const started = performance.now();
    const { steps, timed } = stepTimer();
    // Within a run the browser bundle reuses the renderer's transforms; kept beyond it if asked.
    if (!keepTransforms) state.transforms.entries.clear();
    state.transforms.stylesEvaluated = [];
    state.warnings.startRun();

    // 0. Read, check and compile the posts and case studies, each from its cache if unchanged.
    Object.assign(writing, await readWriting(state, drafts, timed));

    // 1. Bundle the renderer (with all CSS) and the browser scripts.
    const { renderer, renderers, translations, rendererKey, postsGiven, css, scripts } =
      await bundlers.bundle(timed);
    // The posts' bodies for this bundle, given to each render (each run when it renders, none kept).
    const bodies = renderer.postBodies(bodyCode(writing));

    // 2. Refuse bad content, missing photos or a link that skips the base path before anything is made of them.
    checkContent(renderer);
    checkTranslations(renderers, overlay);
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
        buildSiteFiles(renderers, { inter: loaded.inter, noto: state.noto }, state),
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

    // 4. Render every page, check that a font draws every character, cut the fonts, inline CSS under a CSP.
    const finished = await finishPages({
      renderers,
      rendererKey,
      postsGiven,
      assets: {
        islandsLoader: rootPath(scripts.islandsLoader),
        portfolioNotFound: rootPath(scripts.portfolioNotFound),
        photos: photos.set,
        portfolioPhotos: portfolioPhotos.byId,
        socialImage: siteFiles.socialImage,
        socialImages: siteFiles.socialImages,
        resume: resumeAsset(renderer.content.owner.resume, staticFiles),
        pageScript,
        postPhotos: posts.postPhotos,
        postCards: posts.postCards,
        translations,
      },
      font,
      componentCss: posts.css ? `${css}\n${posts.css}` : css,
      islandsRuntime: String(scripts.islandsRuntime.contents),
      env,
      wholeCss,
      timed,
      bodies,
      memo: state.pages,
    });
    const { pages } = finished;
    const browserScripts = [scripts.islandsLoader, scripts.islandsRuntime, scripts.portfolioNotFound];
    const files = [
      ...staticFiles,
      ...siteFiles.files,
      ...hostFiles(renderers, translations, env, finished.csp),
      ...photos.files,
      ...portfolioPhotos.files,
      ...posts.files,
      ...(await feedsOf(renderers, posts.postPhotos ?? {}, bodies, state.pages)),
      ...finished.fonts,
      ...browserScripts,
      ...pages,
    ];
    state.warnings.finishRun();
    const photosEncoded = photos.encoded + portfolioPhotos.encoded + posts.encoded;
    const { stylesEvaluated } = state.transforms;
    return { renderers, pages, files, leftovers, photosEncoded, stylesEvaluated, steps, timed, started };
  }

  /**
   * `npm run build`'s run: the site made, checked, written to `outDir` in one swap, reported; not
   * written unless `ready` (the type check beside it) resolves.
   */
  async function run(
    given: VirtualFiles = {},
    { newProject = false, ready }: { newProject?: boolean; ready?: Promise<unknown> } = {},
  ) {
    const made = await make(given, { newProject });
    await ready;
    const publishing = { ...made, withBase: made.renderers[0]!.withBase, basePath: env.basePath };
    const elapsed = await publish(publishing, { outDir, quiet, mode });
    for (const kept of [state.pages, state.postFiles]) await kept.save();
    const { steps, photosEncoded, stylesEvaluated, leftovers, files } = made;
    // What of the template is still in and what each language lacks, both listed by `npm run build`.
    const languages = languageStatus(made.renderers);
    return { milliseconds: elapsed, steps, photosEncoded, stylesEvaluated, leftovers, languages, files };
  }

  return { make, run, dispose: bundlers.dispose };
}

export async function build(options: BuildOptions = {}, ready?: Promise<unknown>) {
  const builder = await createBuilder(options);
  return builder.run({}, { ready }).finally(builder.dispose);
}
