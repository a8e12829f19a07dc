import type { ReactNode } from 'react';
import { site } from './content';
import { globalStyles } from './styles/global';
import { withBase } from './site-config';
import { colors } from './theme';

/** Built asset URLs, content-hashed by the build. */
export type Assets = { css: string; js: string };

/** The HTML shell. Each screen's <title> and description are hoisted into <head> by React. */
export function Document({ assets, children }: { assets: Assets; children: ReactNode }) {
  return (
    <html lang={site.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content={colors.background} />
        <link rel="icon" href={withBase('/favicon.svg')} type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        <script type="module" src={assets.js} />
      </head>
      <body className={globalStyles}>{children}</body>
    </html>
  );
}
