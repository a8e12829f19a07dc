import { css } from '@linaria/core';
import { site } from '../content';
import { useAlternates } from '../i18n/alternates';
import { withBase } from '../site-config';
import { colors, safeArea } from '../theme';

/**
 * The page in each of the site's languages it is in (src/i18n/alternates.ts), each named in its own
 * language: plain links in the header, opposite the menu's button, so they work without the page's
 * script and outside the drawer's island (whose code a site of one language ships unchanged). Nothing
 * on a page in one language only.
 */
export function LanguageLinks() {
  const alternates = useAlternates();
  if (alternates.length === 0) return null;
  return (
    <nav aria-label={site.languageNav} className={languages}>
      <ul>
        {alternates.map(({ lang, path, name, current }) => (
          <li key={lang}>
            <a href={withBase(path)} lang={lang} hrefLang={lang} aria-current={current ? 'true' : undefined}>
              {name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const languages = css`
  position: fixed;
  top: ${safeArea.plus('top', 16)};
  right: ${safeArea.plus('right', 16)};
  z-index: 1100;
  &:dir(rtl) {
    right: auto;
    left: ${safeArea.plus('left', 16)};
  }
  & ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 4px;
    list-style: none;
    border: 1px solid rgba(241, 245, 249, 0.35);
    border-radius: 30px;
    -webkit-backdrop-filter: blur(8px);
    backdrop-filter: blur(8px);
  }
  & a {
    display: flex;
    align-items: center;
    min-height: 38px;
    padding: 0 14px;
    border-radius: 30px;
    color: ${colors.text};
    font-size: 0.9rem;
    font-weight: 600;
    text-decoration: none;
  }
  & a:hover {
    background: rgba(241, 245, 249, 0.08);
  }
  & a[aria-current='true'] {
    background: rgba(96, 165, 250, 0.16);
    color: ${colors.primaryLight};
  }
`;
