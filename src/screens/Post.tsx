import { css } from '@linaria/core';
import { owner, site, writing } from '../content';
import { useFit } from '../components/fit';
import { Meta } from '../components/Meta';
import { PageContainer, pagePadding } from '../components/PageContainer';
import { PostBody } from '../components/PostBody';
import { PostByline } from '../components/PostByline';
import { PostJsonLd } from '../components/PostJsonLd';
import { TagLinks } from '../components/TagLinks';
import { posts } from '../posts';
import { pathOf, postPath } from '../routes';
import { useAssets } from '../render/Document';
import { withBase } from '../site-config';
import { screenOnly } from '../styles/global';
import { arrowsFor, languageOf } from '../text-direction';
import { colors } from '../theme';
import { postKey } from '../post-key';
import { languages, neutralPath, pathIn } from '../i18n/languages';

/** /writing/<slug>: the post's title, dates, reading time, tags, body, and the posts before and after it. */
export function PostScreen({ params }: { params: { slug?: string } }) {
  const { postCards, socialImage } = useAssets();
  const index = posts.findIndex((post) => post.slug === params.slug);
  const post = posts[index]!;
  const fitTitle = useFit([post.title], 1, 2 * pagePadding);
  const image = postCards?.[postKey(post)] ?? socialImage;
  // Newest first: the one after it in the list is older.
  const older = posts[index + 1];
  const newer = posts[index - 1];
  const arrows = arrowsFor(site.lang);
  return (
    <PageContainer>
      <Meta
        title={post.title}
        description={post.description}
        original={post.untranslated && pathIn(neutralPath(postPath(post.slug)), languages[0]!)}
        article={{
          image,
          imageAlt: `${post.title}, ${owner.name}`,
          published: post.date,
          modified: post.updated,
        }}
      />
      <PostJsonLd post={post} image={image} />
      <article className={column}>
        <a className={screenOnly} href={withBase(pathOf('writing'))}>
          {writing.back}
        </a>
        <header className={header}>
          <h1 className={fitTitle} {...languageOf(post)}>
            {post.title}
          </h1>
          <PostByline post={post} withUpdate />
          <TagLinks tags={post.tags} className={tags} />
        </header>
        {post.untranslated && <p className={untranslated}>{writing.untranslated}</p>}
        <PostBody post={post} />
        {(older || newer) && (
          <nav className={neighbours} aria-label={writing.title}>
            {older && (
              <a href={withBase(postPath(older.slug))} rel="prev">
                <span>
                  {arrows.back} {writing.previous}
                </span>{' '}
                <span {...languageOf(older)}>{older.title}</span>
              </a>
            )}
            {newer && (
              <a className={next} href={withBase(postPath(newer.slug))} rel="next">
                <span>
                  {writing.next} {arrows.forward}
                </span>{' '}
                <span {...languageOf(newer)}>{newer.title}</span>
              </a>
            )}
          </nav>
        )}
      </article>
    </PageContainer>
  );
}

const column = css`
  display: flex;
  flex-direction: column;
  gap: 24px;
  width: 100%;
  max-width: 720px;
  margin: 0 auto;
  & > a {
    color: ${colors.primaryLight};
  }
`;

const untranslated = css`
  margin: 0;
  padding: 12px 16px;
  border-inline-start: 4px solid ${colors.primary};
  border-radius: 4px;
  background: ${colors.paper};
  color: ${colors.textSecondary};
`;

const header = css`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const tags = css`
  font-size: 0.9rem;
`;

const neighbours = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 16px;
  padding-top: 24px;
  border-top: 1px solid ${colors.paperBorder};
  & a {
    display: flex;
    flex-direction: column;
    /* Label and title on the link's own side, a title in another direction than the site's too. */
    align-items: flex-start;
    color: ${colors.text};
    text-decoration: none;
  }
  & a[rel='next'] {
    align-items: flex-end;
  }
  & a > span:first-child {
    color: ${colors.primaryLight};
    font-size: 0.9rem;
  }
`;

const next = css`
  grid-column: 2;
  text-align: end;
`;
