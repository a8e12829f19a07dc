import { existsSync, readFile } from '../project-files';
import type { Renderer } from '../bundling/bundle-renderer';
import type { TranslationMap } from '../../../src/i18n/alternates';
import { cachedSocialCard } from '../card/cached-card';
import { faviconSvg } from '../card/icons';
import { contentHash, rootPath, type OutputFile } from '../publishing/output-files';
import type { CardFonts } from '../card/card-fonts';
import type { BuildState } from '../state/build-state';

/**
 * The pages search engines should list: every page but the not-found ones and the posts shown
 * untranslated; on a site of more than one language, each with its address in every language it is
 * in (`map`) and the first of them as `x-default`, as the pages' own alternate links name them.
 */
export function sitemap(renderers: readonly Renderer[], map?: TranslationMap): string {
  const urls = renderers.flatMap(({ routes, absoluteUrl, neutralPath, pathIn }) => {
    const untranslated = new Set(routes.untranslatedPaths);
    return routes.indexablePaths.flatMap((path) => {
      if (untranslated.has(path)) return [];
      const neutral = neutralPath(path);
      const inEach = map?.[neutral] ?? [];
      const link = (hreflang: string, lang: string) =>
        `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${absoluteUrl(pathIn(neutral, lang))}"/>`;
      const links =
        inEach.length < 2
          ? ''
          : `${inEach.map((lang) => link(lang, lang)).join('')}${link('x-default', inEach[0]!)}\n  `;
      return [`  <url><loc>${absoluteUrl(path)}</loc>${links}</url>`];
    });
  });
  const xhtml = map ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

export const robots = ({ absoluteUrl }: Renderer) =>
  `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;

export function manifest({ content: { owner }, theme: { colors }, withBase }: Renderer): string {
  return `${JSON.stringify(
    {
      name: `${owner.name}: ${owner.role}`,
      short_name: owner.name,
      description: `${owner.name}, ${owner.role}`,
      start_url: withBase('/'),
      scope: withBase('/'),
      display: 'browser',
      background_color: colors.background,
      theme_color: colors.background,
      icons: [
        { src: withBase('/icon-192.png'), sizes: '192x192', type: 'image/png' },
        { src: withBase('/icon-512.png'), sizes: '512x512', type: 'image/png' },
        { src: withBase('/icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  )}\n`;
}

/**
 * Files that describe the site to browsers, crawlers and link previews. The card and the icons are
 * drawn by the builder's steps (`state`), which draw again only when given other values.
 */
export async function buildSiteFiles(
  renderers: readonly Renderer[],
  fonts: CardFonts,
  state: Pick<BuildState, 'card' | 'icons'>,
  staticDir = 'static',
) {
  const [renderer, ...others] = renderers as [Renderer, ...Renderer[]];
  const { content, theme } = renderer;
  // The icon is drawn in the theme's colours unless the owner put their own in static/.
  const own = `${staticDir}/favicon.svg`;
  const ownFavicon = existsSync(own);
  const favicon = ownFavicon ? await readFile(own) : Buffer.from(faviconSvg(theme.colors));
  const { name, role } = content.owner;
  const [card, iconFiles] = await Promise.all([
    state.card({ name, role, colors: theme.colors, lang: content.site.lang }, fonts.inter, fonts.noto),
    state.icons({ svg: favicon, background: theme.colors.background, drawnSvg: !ownFavicon }),
  ]);
  const socialCard: OutputFile = { path: `assets/social-${contentHash(card)}.jpg`, contents: card };
  const cards = await languageCards(others, { name, role }, theme.colors, fonts);
  const files: OutputFile[] = [
    { path: 'robots.txt', contents: robots(renderer) },
    { path: 'manifest.webmanifest', contents: manifest(renderer) },
    ...iconFiles,
    socialCard,
    ...cards.files,
  ];
  return { files, socialImage: rootPath(socialCard), socialImages: cards.byLanguage };
}

/**
 * A card for each other language whose translation gives the owner another name or role, by
 * language (none when every language shows the first's): the link previews of its pages show it.
 */
async function languageCards(
  renderers: readonly Renderer[],
  first: { name: string; role: string },
  colors: Renderer['theme']['colors'],
  fonts: CardFonts,
) {
  const drawn = await Promise.all(
    renderers.map(async ({ plainContent: { owner, site } }) => {
      if (owner.name === first.name && owner.role === first.role) return undefined;
      const values = { name: owner.name, role: owner.role, colors, lang: site.lang };
      const card = await cachedSocialCard(values, fonts.inter, fonts.noto);
      return { lang: site.lang, file: { path: `assets/social-${contentHash(card)}.jpg`, contents: card } };
    }),
  );
  const cards = drawn.filter((card) => card !== undefined);
  const byLanguage = Object.fromEntries(cards.map(({ lang, file }) => [lang, rootPath(file)]));
  return { files: cards.map((card) => card.file), byLanguage: cards.length > 0 ? byLanguage : undefined };
}
