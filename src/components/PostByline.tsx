import { css } from '@linaria/core';
import { writing } from '../content';
import type { Post } from '../posts';
import { colors } from '../theme';

const dateFormat = new Intl.DateTimeFormat(writing.dateLocale, { dateStyle: 'long', timeZone: 'UTC' });

/** A yyyy-mm-dd day as readers write it (14 March 2026). */
export const longDate = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));

/** A post's date, its update, and its reading time, on one line. */
export function PostByline({ post, withUpdate = false }: { post: Post; withUpdate?: boolean }) {
  return (
    <p className={byline}>
      {post.draft && <strong className={draft}>{writing.draft}</strong>}
      <time dateTime={post.date}>{longDate(post.date)}</time>
      {withUpdate && post.updated && (
        <span>
          {writing.updated} <time dateTime={post.updated}>{longDate(post.updated)}</time>
        </span>
      )}
      <span>{writing.minutes(post.minutes)}</span>
    </p>
  );
}

const byline = css`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  margin: 0;
  color: ${colors.textSecondary};
  font-size: 0.95rem;
`;

const draft = css`
  padding: 0 10px;
  border-radius: 30px;
  background: ${colors.focus};
  color: ${colors.background};
`;
