import { css, cx } from '@linaria/core';
import { site, writing } from '../content';
import { arrowsFor } from '../text-direction';
import { withBase } from '../site-config';
import { screenOnly } from '../styles/global';
import { colors, up } from '../theme';

type Props = { page: number; pages: number; pathOf: (page: number) => string };

/**
 * The links between the pages of a list of posts, none when it has one page. Page 1 holds the
 * newest posts, so the newer page is the previous one in the sequence (rel="prev") and the older
 * the next (rel="next"). On paper a page is read alone: the links are left off.
 */
export function Pagination({ page, pages, pathOf }: Props) {
  if (pages < 2) return null;
  const arrows = arrowsFor(site.lang);
  return (
    <nav className={cx(bar, screenOnly)} aria-label={writing.pages}>
      {page > 1 && (
        <a className={newer} href={withBase(pathOf(page - 1))} rel="prev">
          <span aria-hidden="true">{arrows.back} </span>
          {writing.newerPosts}
        </a>
      )}
      <p className={where}>{writing.pageOf(page, pages)}</p>
      {page < pages && (
        <a className={older} href={withBase(pathOf(page + 1))} rel="next">
          {writing.olderPosts}
          <span aria-hidden="true"> {arrows.forward}</span>
        </a>
      )}
    </nav>
  );
}

const bar = css`
  display: grid;
  grid-template-areas: 'newer older' 'where where';
  grid-template-columns: 1fr 1fr;
  align-items: center;
  gap: 8px 16px;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  ${up('sm')} {
    grid-template-areas: 'newer where older';
    grid-template-columns: 1fr auto 1fr;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    color: ${colors.primaryLight};
  }
`;

const newer = css`
  grid-area: newer;
  justify-self: start;
`;

const older = css`
  grid-area: older;
  justify-self: end;
`;

const where = css`
  grid-area: where;
  margin: 0;
  color: ${colors.textSecondary};
  text-align: center;
`;
