import { createContext, useContext, type ReactNode } from 'react';
import { site } from './content';
import type { Photo, PhotoSet } from './photo-types';
import { withBase } from './site-config';
import { globalStyles } from './styles/global';
import { colors } from './theme';

/** What the build made for the pages to link to: content-hashed URLs and encoded photos. */
export type Assets = {
  js: string;
  /** The not-found switch of 404.html (src/portfolio-not-found.ts). */
  notFoundJs: string;
  font: string;
  photos: PhotoSet;
  /** Each portfolio item's picture, by id; a placeholder where it could not be downloaded. */
  portfolioPhotos: Record<number, Photo & { placeholder: boolean }>;
  socialImage: string;
  basePath: string;
  /** `npm run dev` only: the live-reload client. */
  devScript?: string;
};

const AssetsContext = createContext<Assets | null>(null);

export function useAssets(): Assets {
  const assets = useContext(AssetsContext);
  if (!assets) throw new Error('useAssets() outside <Document>');
  return assets;
}

/**
 * The HTML shell. Each screen's <title> and description are hoisted into
 * <head> by React; the build adds the page's CSS and CSP (scripts/build/finish-page.ts).
 */
export function Document({ assets, children }: { assets: Assets; children: ReactNode }) {
  return (
    <html lang={site.lang} data-base={assets.basePath || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content={colors.background} />
        <link rel="icon" href={withBase('/favicon.ico')} sizes="32x32" />
        <link rel="icon" href={withBase('/favicon.svg')} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={withBase('/apple-touch-icon.png')} />
        <link rel="manifest" href={withBase('/manifest.webmanifest')} />
        <link rel="preload" href={assets.font} as="font" type="font/woff2" crossOrigin="" />
        {/* The islands' loader (src/islands-loader.ts): under 1 KB, it imports React once the
            page has loaded and painted. Low priority: a module script in <head> is otherwise
            fetched at high priority, ahead of the font and photo. */}
        <script type="module" src={assets.js} fetchPriority="low" />
        {assets.devScript && <script type="module" src={assets.devScript} />}
      </head>
      <body className={globalStyles}>
        <AssetsContext.Provider value={assets}>{children}</AssetsContext.Provider>
      </body>
    </html>
  );
}
