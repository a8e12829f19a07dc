import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { owner, site, timings } from './content';
import { Island } from './islands/Island';
import { activeNavHref, menu } from './routes';
import { LanguageLinks } from './components/LanguageLinks';
import { screenOnly, visuallyHidden } from './styles/global';
import { colors, print, reducedMotion, safeArea } from './theme';

/** Skip link, header with the drawer island, the page's main content, footer (spec §2, shared layout). */
export function Layout({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  return (
    <>
      {/* A browser may paint a page before it has read all of it (a slow network, a busy phone). A
          centred heading, row or hero painted half-read would move as the rest arrives: the first
          paint waits until the main content is read, up to the footer (Chromium reads this hint;
          other browsers ignore it). React puts the link in <head>, where it must be. */}
      <link rel="expect" href={`#${footerId}`} blocking="render" />
      <a className={cx(skipLink, screenOnly)} href="#main">
        {site.skipLink}
      </a>
      {/* The hamburger and drawer: nothing to open on paper. */}
      <header className={screenOnly}>
        <Island name="drawer" props={{ entries: menu, currentHref: activeNavHref(path), text: site.menu }} />
        <LanguageLinks />
      </header>
      <main id="main" tabIndex={-1} className={main}>
        {children}
      </main>
      <footer id={footerId} className={footer}>
        <p>
          {site.footer.copyright} ·{' '}
          <a href={owner.linkedInUrl} target="_blank" rel="noopener noreferrer">
            {site.footer.linkedIn}
            <span className={visuallyHidden}> {site.newTab}</span>
          </a>
        </p>
      </footer>
    </>
  );
}

/** The footer's id: the first paint waits until the page has been read up to it. */
const footerId = 'site-footer';

const skipLink = css`
  position: fixed;
  top: ${safeArea.plus('top', 16)};
  left: 50%;
  z-index: 1500;
  padding: 12px 24px;
  border-radius: 30px;
  background: ${colors.primaryStrong};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  transform: translate(-50%, -200%);
  &:focus {
    transform: translate(-50%, 0);
  }
`;

const main = css`
  flex: 1;
  outline: none;
  /* Spec §4: page content fades in. It starts barely visible, not invisible, so
     that Chromium still counts the first paint (it ignores opacity 0). */
  animation: page-fade ${timings.pageFade}ms ease-out both;
  @keyframes page-fade {
    from {
      opacity: 0.01;
    }
    to {
      opacity: 1;
    }
  }
  ${reducedMotion} {
    animation: none;
  }
  ${print} {
    animation: none;
  }
`;

const footer = css`
  padding: 24px ${safeArea.atLeast('right', 20)} ${safeArea.plus('bottom', 32)}
    ${safeArea.atLeast('left', 20)};
  text-align: center;
  color: ${colors.textSecondary};
  font-size: 0.95rem;
  ${print} {
    padding: 12pt 0 0;
    font-size: 9pt;
  }
`;
