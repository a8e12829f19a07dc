/**
 * A tag's part of its address, /writing/tags/<segment>: lower-case letters and digits, words joined
 * by single dashes, accents dropped ("Évals & RAG" → "evals-rag"). Tags that share a segment
 * ("AI", "ai") are one tag (src/posts-by-tag.ts); a tag with no letter or digit a-z left has none
 * (""), which the frontmatter refuses (scripts/generator/writing/frontmatter.ts).
 */
export const tagSegment = (tag: string) =>
  tag
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
