/**
 * A tag's part of its address, /writing/tags/<segment>: letters and digits of any script, lower-case
 * where the script has cases, words joined by single dashes, the accents of Latin letters dropped
 * ("Évals & RAG" → "evals-rag", "Машинное обучение" → "машинное-обучение", "機械学習" as it is).
 * Other scripts keep their marks, which are part of their letters (the dakuten of データ, Hindi's
 * vowel signs). Tags that share a segment ("AI", "ai") are one tag (src/posts-by-tag.ts); a tag with
 * no letter or digit has none (""), which the frontmatter refuses
 * (scripts/generator/writing/frontmatter.ts). Addresses carry it percent-encoded (./writing-paths.ts).
 */
export const tagSegment = (tag: string) =>
  tag
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
