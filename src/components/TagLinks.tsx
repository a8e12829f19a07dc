import { css, cx } from '@linaria/core';
import { writing } from '../content';
import { tagPath } from '../writing-paths';
import { withBase } from '../site-config';
import { tagSegment } from '../tag-segment';
import { colors } from '../theme';

/** A post's tags, each a link to its tag's page (/writing/tags/<segment>); nothing for none. */
export function TagLinks({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cx(list, className)} aria-label={writing.tags}>
      {tags.map((tag) => (
        <li key={tag}>
          <a href={withBase(tagPath(tagSegment(tag)))}>{tag}</a>
        </li>
      ))}
    </ul>
  );
}

const list = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  & a {
    display: inline-block;
    min-height: 24px;
    padding: 2px 12px;
    border: 1px solid ${colors.paperBorder};
    border-radius: 30px;
    color: ${colors.textSecondary};
    /* A long tag breaks rather than widen a phone's page. */
    overflow-wrap: anywhere;
    text-decoration: none;
  }
  & a:hover {
    border-color: ${colors.primaryLight};
    color: ${colors.primaryLight};
  }
`;
