import { css } from '@linaria/core';
import type { ComponentProps } from 'react';
import type { Post, PostComponents } from '../posts';
import { visuallyHiddenRules } from '../styles/global';
import { colors, paperColors, print } from '../theme';
import { PostImage } from './PostImage';
import { PostLink } from './PostLink';
import { languageOf } from '../text-direction';

/** A wide table scrolls inside itself on a phone: focusable, so a keyboard can scroll it too. */
const PostTable = (props: ComponentProps<'table'>) => <table {...props} tabIndex={0} />;

/** What a post's Markdown is drawn with: links under the base path, images from the photo pipeline. */
export const postComponents = { a: PostLink, img: PostImage, table: PostTable } as unknown as PostComponents;

/**
 * A post's or case study's body, in the site's type, its code blocks scrolling inside themselves on
 * a narrow screen. `imageSizes`: the `sizes` of its images, for a column other than a post's.
 */
export function PostBody({ post, imageSizes }: { post: Pick<Post, 'Body' | 'lang'>; imageSizes?: string }) {
  const components = imageSizes
    ? ({
        ...postComponents,
        img: (props: ComponentProps<typeof PostImage>) => <PostImage {...props} sizes={imageSizes} />,
      } as unknown as PostComponents)
    : postComponents;
  return (
    <div className={prose} {...languageOf(post)}>
      <post.Body components={components} />
    </div>
  );
}

/** The shade at a scrolling block's edge: the secondary text colour at 40%. */
const edgeShade = `${colors.textSecondary}66`;

const prose = css`
  min-width: 0;
  & h2,
  & h3,
  & h4 {
    margin: 1.6em 0 0.5em;
    line-height: 1.25;
    font-size: 1.6rem;
  }
  & h3 {
    font-size: 1.3rem;
  }
  & h4 {
    font-size: 1.1rem;
  }
  & h2 > a,
  & h3 > a,
  & h4 > a {
    color: inherit;
    text-decoration: none;
  }
  & h2 > a:hover,
  & h3 > a:hover,
  & h4 > a:hover {
    text-decoration: underline;
  }
  & p,
  & ul,
  & ol,
  & blockquote,
  & table,
  & pre {
    margin: 0 0 1.1em;
  }
  & blockquote {
    /* The side a line starts on: the right in a post written right to left. */
    padding-inline-start: 1em;
    border-inline-start: 4px solid ${colors.primary};
    color: ${colors.textSecondary};
  }
  & code {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace;
    font-size: 0.9em;
  }
  /* Code reads left to right in a post written right to left too: \`a => b\` is not \`b <= a\`. */
  & pre {
    direction: ltr;
    text-align: left;
  }
  & :not(pre) > code {
    direction: ltr;
    unicode-bidi: isolate;
    padding: 0.1em 0.35em;
    border-radius: 6px;
    background: ${colors.paper};
  }
  /* A task list (- [x]) shows its boxes where a list's bullets would be, not beside them. */
  & .task-list-item {
    list-style: none;
  }
  & .task-list-item input {
    margin-block: 0;
    margin-inline: -1.4em 0.4em;
  }
  /* What scrolls sideways inside a post keeps the dark look in every browser, its bar included, and
     shows that it does: a shade at the edge that hides more, which the covers (scrolling with the
     content) hide at either end. A phone shows no scrollbar until it is touched. */
  & pre,
  & table {
    scrollbar-color: ${colors.textSecondary} transparent;
    background:
      linear-gradient(to right, ${colors.background} 30%, transparent) left / 40px 100% no-repeat local,
      linear-gradient(to left, ${colors.background} 30%, transparent) right / 40px 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, ${edgeShade}, transparent) left / 14px 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, ${edgeShade}, transparent) right / 14px 100% no-repeat scroll,
      ${colors.background};
  }
  & pre {
    padding: 16px;
    overflow-x: auto;
    border: 1px solid ${colors.paperBorder};
    border-radius: 12px;
    color: ${colors.text};
    line-height: 1.5;
  }
  & pre:focus-visible,
  & table:focus-visible {
    outline: 3px solid ${colors.focus};
  }
  & table {
    display: block;
    /* As wide as its columns, not its column: its background is not a band beside it in a card. */
    width: fit-content;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  & th,
  & td {
    /* A table wider than a phone scrolls inside itself: its columns keep their heading on one line
       and a readable width, rather than shrinking to one word per line. */
    min-width: 8ch;
    padding: 6px 12px;
    border: 1px solid ${colors.paperBorder};
    text-align: start;
  }
  /* A column's alignment as written (| ---: |), from data-align (scripts/generator/writing/table-align.ts). */
  & [data-align='center'] {
    text-align: center;
  }
  & [data-align='right'] {
    text-align: right;
  }
  & th {
    white-space: nowrap;
  }
  & img {
    margin: 0 auto;
  }
  & .footnotes {
    margin-top: 2.5em;
    font-size: 0.95rem;
    color: ${colors.textSecondary};
  }
  & .sr-only {
    ${visuallyHiddenRules}
  }
  ${print} {
    & pre {
      white-space: pre-wrap;
      overflow: visible;
      border-color: ${paperColors.rule};
      background: none;
    }
    & pre,
    & pre span,
    & blockquote {
      color: ${paperColors.text} !important;
    }
  }
`;
