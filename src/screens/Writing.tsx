import { css } from '@linaria/core';
import { writing } from '../content';
import { Meta } from '../components/Meta';
import { PageContainer } from '../components/PageContainer';
import { PageTitle } from '../components/PageTitle';
import { Pagination } from '../components/Pagination';
import { PostByline } from '../components/PostByline';
import { TagLinks } from '../components/TagLinks';
import { pageCount, pageOf } from '../paginate';
import { posts } from '../posts';
import { postPath, tagPath, tags, writingPagePath } from '../writing-paths';
import { withBase } from '../site-config';
import { languageOf } from '../text-direction';
import { colors, paperColors, print } from '../theme';

/**
 * /writing and a tag's page (/writing/tags/<tag>): the posts, or the tag's, newest first, with their
 * date, reading time, description and tags, `postsPerPage` a page (src/paginate.ts); the older ones on
 * numbered pages (/writing/page/2), linked from each other.
 */
export function Writing({ params }: { params: { tag?: string; page?: string } }) {
  const tag = params.tag === undefined ? undefined : tags.find((t) => t.segment === params.tag)!;
  const listed = tag?.posts ?? posts;
  const page = Number(params.page ?? 1);
  const heading = tag ? writing.tagTitle(tag.label) : writing.title;
  const summary = tag ? writing.tagDescription(tag.label) : writing.description;
  return (
    <PageContainer>
      <Meta title={page > 1 ? writing.numbered(heading, page) : heading} description={summary} />
      <PageTitle title={heading} subtitle={tag ? undefined : writing.subtitle} />
      <ol className={list}>
        {pageOf(listed, page).map((post) => (
          <li key={post.slug} className={entry}>
            <h2 className={title} {...languageOf(post)}>
              <a href={withBase(postPath(post.slug))}>{post.title}</a>
            </h2>
            <PostByline post={post} />
            <p className={description} {...languageOf(post)}>
              {post.description}
            </p>
            <TagLinks tags={post.tags} className={entryTags} />
          </li>
        ))}
      </ol>
      <Pagination
        page={page}
        pages={pageCount(listed.length)}
        pathOf={(n) => (tag ? tagPath(tag.segment, n) : writingPagePath(n))}
      />
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

const entryTags = css`
  font-size: 0.85rem;
`;
