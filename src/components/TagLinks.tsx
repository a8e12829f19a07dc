import { css, cx } from '@linaria/core';
import { writing } from '../content';
import { tagPath } from '../writing-paths';
import { withBase } from '../site-config';
import { tagSegment } from '../tag-segment';
import { colors } from '../theme';
import { visuallyHidden } from '../styles/global';

/**
 * A post's tags, each a link to its tag's page (/writing/tags/<segment>); nothing for none. A screen
 * reader hears "Tags" before the list: said in text, since a name given to a list by `aria-label`
 * or `aria-labelledby` is one screen readers may skip (html-validate's aria-label-misuse).
 */
export function TagLinks({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <>
      <span className={visuallyHidden}>{writing.tags}</span>
      <ul className={cx(list, className)}>
        {tags.map((tag) => (
          <li key={tag}>
            <a href={withBase(tagPath(tagSegment(tag)))}>{tag}</a>
          </li>
        ))}
      </ul>
    </>
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
