import { createHash } from 'node:crypto';
import { PurgeCSS } from 'purgecss';
import type { Assets, PageHead } from '../../../src/render/render';
import type { Renderer } from '../bundling/bundle-renderer';
import { fitRules } from './fit-rules';
import { sharedPurge } from './shared-purge';
import { faceRules, subsetFonts, type Font } from '../fonts/font';
import { checkPageGlyphs, scriptStackRule } from '../fonts/glyphs';
import { renderedText } from './rendered-text';
import { renderFailure } from '../errors/render-error';
import { rootPath, type OutputFile } from '../publishing/output-files';
import { cspDirectives, serializeCsp } from '../host-files/security-headers';
import type { SiteEnv } from '../checks/site-env';
import { speculationRules } from '../host-files/speculation-rules';
import type { Timed } from '../step-timer';

/** The renderer's pages; a page that throws is named at its source line (../errors/render-error.ts). */
function renderSite(renderer: Renderer, ...args: Parameters<Renderer['renderSite']>) {
  try {
    return renderer.renderSite(...args);
  } catch (error) {
    throw renderFailure(error);
  }
}

export type PagesInput = {
  renderer: Renderer;
  /** What the pages link to, but the font's faces: their URLs name the subsets that the drafts decide. */
  assets: Omit<Assets, 'measure'>;
  font: Font;
  /** Linaria's CSS of every component. */
  componentCss: string;
  /** The islands runtime's code: every class and state it may set is kept in each page's CSS. */
  islandsRuntime: string;
  env: SiteEnv;
  /**
   * The dev server's: each page carries the whole CSS. Unused rules change nothing on screen,
   * and purging every page again after each text edit was a third of the time from save to reload.
   */
  wholeCss?: boolean;
  timed: Timed;
};

/**
 * Every page, finished in one pass. A draft of each tells which characters
 * the font must hold and which CSS rules the page uses; then each is rendered
 * complete: the font subset's URL, its CSS inline, a CSP allowing exactly
 * that CSS, and, on hosts that send no headers, the speculation rules inline,
 * allowed by their hash. Returns the pages, the font file, the CSS they were
 * cut from and the CSP of the headers (every page's CSS allowed).
 */
export async function finishPages(input: PagesInput) {
  const { renderer, assets, font, env, timed } = input;
  // Only a draft's text and classes are read.
  const pageAssets: Assets = { ...assets, measure: font.measure };
  const drafts = await timed('render', () => renderSite(renderer, pageAssets));
  // What each page shows, read once: the glyph check, the font's cut and the script fonts all need it.
  const shown = new Map([...drafts].map(([path, html]) => [path, renderedText(html)]));
  checkPageGlyphs(shown, font.inter, renderer);
  const fonts = await timed('font subset', subsetFonts(font.inter, shown));
  // The page's <link> adds the base path itself; the CSS, written here, needs it added.
  const faces = new Map(
    [...drafts.keys()].map((path) => [
      path,
      fonts.facesOf(path).map(({ file, range }) => ({ path: rootPath(file), range })),
    ]),
  );
  const css = `${font.fallback}\n${input.componentCss}`;
  // Posts are purged by their markup, and share the result: a post's words cannot match a selector.
  const purgePost = sharedPurge(css, (html) => pageCss(html, css, input.islandsRuntime));
  const isPost = (path: string) => path.startsWith(renderer.routes.postPath(''));
  const purged = await timed(
    'inline css',
    Promise.all(
      [...drafts].map(async ([path, html]) => {
        const faceCss = faceRules(
          faces.get(path)!.map((face) => ({ ...face, url: renderer.withBase(face.path) })),
        );
        const used = input.wholeCss
          ? css
          : await (isPost(path) ? purgePost(html) : pageCss(html, css, input.islandsRuntime));
        const stack = scriptStackRule(shown.get(path)!, font.inter, renderer);
        return [path, `${faceCss}\n${used}\n${fitRules(html)}${stack}`.trim()] as const;
      }),
    ),
  );
  const cssOf = new Map(purged);
  // Speculation rules: named by a header where the host sends one, else inline.
  const rules = env.headers ? undefined : speculationRules(renderer);
  const rulesHashes = rules ? [cspHash(rules)] : [];
  const headOf = (path: string): PageHead => {
    const pageCss = cssOf.get(path)!;
    const csp = serializeCsp(cspDirectives([cspHash(pageCss)], rulesHashes), { forMeta: true });
    return { css: pageCss, csp, rules, fonts: faces.get(path)!.map((face) => face.path) };
  };
  const finished = await timed('finish', () => renderSite(renderer, pageAssets, headOf));
  const pages: OutputFile[] = [...finished].map(([path, html]) => ({
    path: renderer.routes.outputFile(path),
    contents: html,
  }));
  return {
    pages,
    fonts: fonts.files.map((face) => face.file),
    csp: cspDirectives([...cssOf.values()].map(cspHash), rulesHashes),
  };
}

/**
 * The CSS one page needs: the rules whose classes and elements appear in its
 * HTML or can be rendered by the islands (their bundle names every class and
 * state attribute they set), so nothing the drawer or headline shows later is
 * missing. Font faces are kept; unused keyframes go.
 */
async function pageCss(html: string, css: string, islandsRuntime: string): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [
      { raw: html, extension: 'html' },
      { raw: islandsRuntime, extension: 'js' },
    ],
    css: [{ raw: css }],
    fontFace: false,
    keyframes: true,
  });
  return result?.css.trim() ?? '';
}

/** The CSP source that allows exactly this inline element's text (a <style>, or speculation rules). */
const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The CSS a finished page carries inline. */
export const inlineCss = (html: string) => html.match(/<style>([^<]*)<\/style>/)?.[1] ?? '';
