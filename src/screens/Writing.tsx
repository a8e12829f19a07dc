import { css } from '@linaria/core';
import { writing } from '../content';
import { Meta } from '../components/Meta';
import { PageContainer } from '../components/PageContainer';
import { PageTitle } from '../components/PageTitle';
import { PostByline } from '../components/PostByline';
import { posts } from '../posts';
import { postPath } from '../routes';
import { withBase } from '../site-config';
import { colors, paperColors, print } from '../theme';

/** /writing: every post, newest first, with its date, reading time and description. */
export function Writing() {
  return (
    <PageContainer>
      <Meta title={writing.title} description={writing.description} />
      <PageTitle title={writing.title} subtitle={writing.subtitle} />
      <ol className={list}>
        {posts.map((post) => (
          <li key={post.slug} className={entry}>
            <h2 className={title}>
              <a href={withBase(postPath(post.slug))}>{post.title}</a>
            </h2>
            <PostByline post={post} />
            <p className={description}>{post.description}</p>
          </li>
        ))}
      </ol>
    </PageContainer>
  );
}

const list = css`
  display: flex;
  flex-direction: column;
  gap: 16px;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
`;

const entry = css`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 20px 0;
  border-bottom: 1px solid ${colors.paperBorder};
  ${print} {
    border-color: ${paperColors.rule};
    break-inside: avoid;
  }
`;

const title = css`
  font-size: 1.5rem;
  line-height: 1.3;
  & a {
    color: ${colors.text};
    text-decoration: none;
  }
  & a:hover {
    color: ${colors.primaryLight};
    text-decoration: underline;
  }
`;

const description = css`
  margin: 0;
  color: ${colors.textSecondary};
`;
