import { folderKey } from './cache-dir';
import { keptPostFiles } from '../writing/read-writing';
import { createPageMemo } from '../pages/page-memo';
import { buildFont } from '../fonts/font';
import { encodeMemo } from '../photos/encode-photos';
import { postPhotoMemo } from '../writing/post-photos';
import { createTransformCache } from '../bundling/transform-cache';
import { cachedIcons } from '../card/icons';
import { cachedSocialCard, keptCards } from '../card/cached-card';
import { createNotoFonts } from '../fonts/noto-fonts';
import { lastResult } from './last-result';
import { compiledPosts } from '../writing/compile-cache';
import { saidBefore } from './said-before';

/**
 * What one builder keeps between its runs (the dev server's rebuilds): the one owner of every memo of the
 * generator, none kept at module level, so two builds in one process never share one. Files kept between
 * processes are under one folder (./cache-dir.ts). A builder that `runsAgain` (the dev server, the tests'
 * generator) keeps its finished pages in memory, which its next run compares with what it wrote; one
 * that runs once (`npm run build`) does not. No builder keeps the posts' compiled code or their cards in
 * memory: a run reads from disk the few a save renders again, and a thousand were 90 MB of a cold
 * build's peak and of the dev server's.
 */
export const createBuildState = (outDir?: string | null, { runsAgain = true } = {}) => ({
  /** Linaria's transform of each file (kept between runs only by the dev server). */
  transforms: createTransformCache(),
  /** The photos last encoded. */
  photos: encodeMemo(),
  /** The social card and the icons, drawn again only when given other values. */
  card: lastResult(cachedSocialCard),
  icons: lastResult(cachedIcons),
  /** The Noto fonts the card has looked for (a package installed meanwhile is found). */
  noto: createNotoFonts(),
  /** The posts and case studies compiled, by their inputs (the dev server's saves compile one). */
  compiledPosts: compiledPosts(false),
  /** The post files read, with what was made of each, in memory and on disk for the next build. */
  postFiles: keptPostFiles(keptSlot(outDir)),
  /** Warnings, each printed once while it holds (the dev server rebuilds offline on every save). */
  warnings: saidBefore(),
  /** The pages of the last run, each rendered again only when what it is made of changed. */
  pages: createPageMemo(keptSlot(outDir), { keepFinished: runsAgain }),
  /** The portfolio's and the posts' pictures last encoded: a save with the same ones reads none again. */
  portfolioPhotos: encodeMemo(),
  postPhotos: postPhotoMemo(),
  /** The posts' cards made, by their inputs: a save reads none of them again. */
  postCards: keptCards(false),
  /** Inter, read and measured at the theme's heading weights (0.2 s), again only when they change. */
  font: lastResult(buildFont),
});

/** The file a builder's kept pages and posts are in: one per output folder. */
export const keptSlot = (outDir?: string | null) => (outDir ? `${folderKey(outDir)}.json` : 'in-memory.json');

export type BuildState = ReturnType<typeof createBuildState>;
