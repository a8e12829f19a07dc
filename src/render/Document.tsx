import { createContext, useContext, type ReactNode } from 'react';
import { site } from '../content';
import type { Photo, PhotoSet } from '../photo-types';
import { withBase } from '../site-config';
import { globalStyles } from '../styles/global';
import { colors } from '../theme';
import { FeedLinks } from '../components/FeedLinks';
import { documentLanguage } from '../text-direction';
import type { TranslationMap } from '../i18n/alternates';

/**
 * What the build made for the pages to link to: content-hashed files and encoded
 * photos, each by its path from the site's root ('/assets/...'). The pages add
 * the base path (src/site-config.ts).
 */
export type Assets = {
  /** The islands loader (src/browser/islands-loader.ts), the one script every page names. */
  islandsLoader: string;
  /** The portfolio's not-found switch of 404.html (src/browser/portfolio-not-found.ts). */
  portfolioNotFound: string;
  photos: PhotoSet;
  /** Each portfolio item's picture, by id; a placeholder where it could not be downloaded. */
  portfolioPhotos: Record<number, Photo & { placeholder: boolean }>;
  socialImage: string;
  /** A language's own card, where its translation names the owner otherwise (a role in German). */
  socialImages?: Record<string, string>;
  /** Each post's own Open Graph card, by slug (src/screens/Post.tsx). */
  postCards?: Record<string, string>;
  /** The images of the posts, encoded, by their source path (src/components/PostImage.tsx). */
  postPhotos?: Record<string, Photo>;
  /** The owner's résumé (content's owner.resume) by its root path, with its size; absent when none is offered. */
  resume?: { href: string; bytes: number };
  /** The languages each page is in, on a site of more than one (src/i18n/alternates.ts). */
  translations?: TranslationMap;
  /** `npm run dev` only: the live-reload client. */
  pageScript?: string;
  /**
   * The width of a text in em, in Inter at a weight (scripts/generator/fonts/font.ts): headings give way
   * to a long word by it (src/components/fit.ts). Without it, they keep their size.
   */
  measure?: (text: string, weight: number) => number;
};

/**
 * What a page gets once every page has been drafted (scripts/generator/pages/finish-pages.ts):
 * the CSS it uses, inline, its Content-Security-Policy, the speculation
 * rules where no header names them, and the font faces it uses.
 */
export type PageHead = {
  css: string;
  csp: string;
  rules?: string;
  /** The Inter faces (root paths) whose characters the page shows: preloaded, so the first paint has them. */
  fonts: string[];
};

const AssetsContext = createContext<Assets | null>(null);

/** Gives a post's body, rendered alone for the feeds (./post-html.tsx), the build's assets. */
export const AssetsProvider = AssetsContext.Provider;

export function useAssets(): Assets {
  const assets = useContext(AssetsContext);
  if (!assets) throw new Error('useAssets() outside <Document>');
  return assets;
}

/**
 * The HTML shell. Each screen's <title> and description are hoisted into
 * <head> by React; `head` ends it with the page's CSS and speculation rules
 * (src/render/render.tsx puts its CSP first). Inline, the CSS blocks no request.
 */
export function Document({
  assets,
  head,
  children,
}: {
  assets: Assets;
  head?: PageHead;
  children: ReactNode;
}) {
  return (
    // A site written right to left is laid out so: text, the menu's corner and the drawer's side.
    <html {...documentLanguage(site.lang)}>
      <head>
        <meta charSet="utf-8" />
        {/* cover: the dark page reaches the screen's edges on a notched phone; the fixed controls
            and paddings keep clear of the notch and home indicator (safeArea, src/theme.ts). */}
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* iOS would turn numbers, dates and addresses in the text into links: a change React's
            hydration finds in the markup it did not write. */}
        <meta name="format-detection" content="telephone=no, date=no, email=no, address=no" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content={colors.background} />
        <link rel="icon" href={withBase('/favicon.ico')} sizes="32x32" />
        <link rel="icon" href={withBase('/favicon.svg')} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={withBase('/apple-touch-icon.png')} />
        <link rel="manifest" href={withBase('/manifest.webmanifest')} />
        <FeedLinks />
        {head?.fonts.map((font) => (
          <link key={font} rel="preload" href={withBase(font)} as="font" type="font/woff2" crossOrigin="" />
        ))}
        {/* The islands loader: under 1 KB, it imports React once the page has loaded and
            painted. Low priority: a module script in <head> is otherwise fetched at high
            priority, ahead of the font and photo. */}
        <script type="module" src={withBase(assets.islandsLoader)} fetchPriority="low" />
        {assets.pageScript && <script type="module" src={assets.pageScript} />}
        {head && <style dangerouslySetInnerHTML={{ __html: head.css }} />}
        {head?.rules && <script type="speculationrules" dangerouslySetInnerHTML={{ __html: head.rules }} />}
      </head>
      <body className={globalStyles}>
        <AssetsContext.Provider value={assets}>{children}</AssetsContext.Provider>
      </body>
    </html>
  );
}
