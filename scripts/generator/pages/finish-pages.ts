import { createHash } from 'node:crypto';
import type { Assets, PostBodies } from '../../../src/render/render';
import type { Renderer } from '../bundling/bundle-renderer';
import { fitRules } from './fit-rules';
import type { Page, PageMemo, PostsGiven } from './page-memo';
import { faceRules, subsetFonts, WidthUnknown, type Font } from '../fonts/font';
import { checkPageGlyphs, PageGlyphError, scriptStackRule } from '../fonts/glyphs';
import { renderedText } from './rendered-text';
import { renderFailure } from '../errors/render-error';
import { rootPath, type OutputFile } from '../publishing/output-files';
import { cspDirectives, serializeCsp } from '../host-files/security-headers';
import type { SiteEnv } from '../checks/site-env';
import { speculationRules } from '../host-files/speculation-rules';
import { everyLanguage } from './translation-map';
import type { Timed } from '../step-timer';

export type PagesInput = {
  /** The renderer's copy for each of the site's languages, the first language's first (src/language.ts). */
  renderers: readonly Renderer[];
  /** The renderer's bundle, as a hash: the drafts kept on disk for it are found by it. */
  rendererKey: string;
  /** What the pages link to, but the font's faces: their URLs name the subsets that the drafts decide. */
  assets: Omit<Assets, 'measure'>;
  font: Font;
  /** Linaria's CSS of every component. */
  componentCss: string;
  /** The islands runtime's code: every class and state it may set is kept in each page's CSS. */
  islandsRuntime: string;
  env: SiteEnv;
  /** The dev server's: the whole CSS in each page (purging after each text edit was a third of a save). */
  wholeCss?: boolean;
  timed: Timed;
  /** The posts' compiled bodies, given to each render (src/render/post-bodies.tsx). */
  bodies: PostBodies;
  /** The builder's pages of its last run: those made of the same inputs are not rendered again. */
  memo: PageMemo;
  /** The posts' fields, as the renderer was given them, and how a render's reads of them are seen. */
  postsGiven: PostsGiven;
};

/**
 * Every page, rendered once (from `memo` when nothing it is made of changed). Its draft tells which
 * characters the font must hold and which CSS rules the page uses; then it is finished: the font subset's
 * URL, its CSS inline, a CSP allowing exactly that CSS, and, on hosts that send no headers, the
 * speculation rules inline, allowed by their hash. Returns the pages, the font files and the CSP of the
 * headers (every page's CSS allowed).
 */
export async function finishPages(input: PagesInput) {
  const { renderers, assets, font, env, timed, memo } = input;
  const [renderer] = renderers as [Renderer];
  // Each page by the copy of the renderer whose language it is in.
  const copyOf = new Map(renderers.flatMap((copy) => copy.routes.pagePaths.map((path) => [path, copy])));
  // Only a draft's text and classes are read.
  const pageAssets = await memo.start(
    input.rendererKey,
    { ...assets, measure: font.measure },
    input.postsGiven,
  );
  // A page that throws is named at its source line (../errors/render-error.ts). One whose heading has a
  // word no width is kept for is rendered again once the measuring fonts are loaded.
  const draft = (path: string): Page | undefined => {
    try {
      return memo.page(path, () => copyOf.get(path)!.renderPage(path, pageAssets, input.bodies));
    } catch (error) {
      if (error instanceof WidthUnknown) return undefined;
      const message = `Rendering ${path} failed: ${error instanceof Error ? error.message : error}`;
      throw renderFailure(new Error(message, { cause: error }));
    }
  };
  const drafts = await timed('render', async () => {
    const first = [...copyOf.keys()].map((path) => [path, draft(path)] as const);
    if (first.some(([, page]) => !page)) await font.measuring();
    const all = new Map(first.map(([path, page]) => [path, page ?? draft(path)!]));
    await font.keepWidths();
    return all;
  });
  const charsOf = new Map([...drafts].map(([path, page]) => [path, memo.chars(page)]));
  // A character no font draws is named with the words around it: read from the whole text then.
  try {
    checkPageGlyphs(charsOf, font.inter, renderer);
  } catch (error) {
    if (error instanceof PageGlyphError) {
      const shown = new Map([...drafts].map(([path, page]) => [path, renderedText(page.html)]));
      checkPageGlyphs(shown, font.inter, renderer);
    }
    throw error;
  }
  const fonts = await timed('font subset', subsetFonts(font.inter, charsOf));
  // The page's <link> adds the base path itself; the CSS, written here, needs it added.
  const faces = new Map(
    [...drafts.keys()].map((path) => [
      path,
      fonts.facesOf(path).map(({ file, range }) => ({ path: rootPath(file), range })),
    ]),
  );
  const css = `${font.fallback}\n${input.componentCss}`;
  // Posts are purged by their markup, and share the result: a post's words cannot match a selector.
  const { purgePost, purgePage } = await memo.purges({ css, islandsRuntime: input.islandsRuntime });
  const isPost = (path: string) => path.startsWith(copyOf.get(path)!.routes.postPath(''));
  // By address, once: a thousand posts' pages each looking through the list would be a million steps.
  const postLang = new Map(
    renderers.flatMap(({ posts, routes }) => posts.map((post) => [routes.postPath(post.slug), post.lang])),
  );
  // Speculation rules: named by a header where the host sends one, else inline.
  const rules = env.headers ? undefined : speculationRules(everyLanguage(renderers));
  const rulesHashes = rules ? [cspHash(rules)] : [];
  // What every page's head is made of but its own HTML, faces and language.
  const headsKey = createHash('sha1')
    .update(JSON.stringify([css, input.islandsRuntime, input.wholeCss ?? false, rules ?? null]))
    .digest('hex');
  // Pages of one kind have the same CSS: kept once, not once a page (a thousand posts' heads held
  // 15 MB of copies at a cold build's peak; the dev server's, each with the whole CSS, 61 MB).
  const copies = new Map<string, string>();
  const oneCopy = (text: string) => copies.get(text) ?? (copies.set(text, text), text);
  const heads = await timed(
    'inline css',
    Promise.all(
      [...drafts].map(async ([path, page]) => {
        const [pageFaces, lang] = [faces.get(path)!, postLang.get(path)];
        const key = JSON.stringify([headsKey, pageFaces, lang ?? null]);
        const head = await memo.head(page, key, async () => {
          const faceCss = faceRules(
            pageFaces.map((face) => ({ ...face, url: renderer.withBase(face.path) })),
          );
          const used = input.wholeCss ? css : await (isPost(path) ? purgePost : purgePage)(page.html);
          const stack = scriptStackRule(charsOf.get(path)!, font.inter, renderer, lang);
          const text = oneCopy(`${faceCss}\n${used}\n${fitRules(page.html)}${stack}`.trim());
          const hash = cspHash(text);
          const csp = serializeCsp(cspDirectives([hash], rulesHashes), { forMeta: true });
          return { head: { css: text, csp, rules, fonts: pageFaces.map((face) => face.path) }, hash };
        });
        return [path, head] as const;
      }),
    ),
  );
  const headOf = new Map(heads);
  // Each draft becomes its page: the same HTML, its head put in (src/render/render.tsx).
  // Put in when read: a page the last build finished the same is linked from there, never finished
  // or read again (../publishing/write-dist.ts), and its facts are kept (./page-facts.ts).
  const pages: OutputFile[] = await timed('finish', () =>
    [...drafts].map(([path, page]) => {
      const head = headOf.get(path)!;
      const finished = () => memo.finished(page, head, () => renderer.withHead(page.html, head.head));
      // Worked out when read, as its bytes are: the dev server's saves, which neither weigh nor write
      // dist/, never ask.
      const facts = () => memo.facts(page, env.basePath, finished);
      return {
        path: renderer.routes.outputFile(path),
        get contents() {
          return finished();
        },
        get sha256() {
          return facts().sha256;
        },
        get facts() {
          return facts();
        },
        gzipAtMost: () => memo.gzipAtMost(page, finished),
      };
    }),
  );
  const csp = cspDirectives(
    [...headOf.values()].map((page) => page.hash),
    rulesHashes,
  );
  return { pages, fonts: fonts.files.map((face) => face.file), csp };
}

/** The CSP source that allows exactly this inline element's text (a <style>, or speculation rules). */
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
