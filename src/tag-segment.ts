/**
 * A tag's part of its address, /writing/tags/<segment>: letters and digits of any script, lower-case
 * where the script has cases, words joined by single dashes, the accents of Latin letters dropped
 * ("Évals & RAG" → "evals-rag", "Машинное обучение" → "машинное-обучение", "機械学習" as it is).
 * Other scripts keep their marks, which are part of their letters (the dakuten of データ, Hindi's
 * vowel signs). Latin letters whose stroke or ligature Unicode does not split off are spelled
 * plainly too (Vietnamese "Đánh giá" → "danh-gia", "Łódź" → "lodz", "Straße" → "strasse"). Tags that share a segment ("AI", "ai") are one tag (src/posts-by-tag.ts); a tag with
 * no letter or digit has none (""), which the frontmatter refuses
 * (scripts/generator/writing/frontmatter.ts). Addresses carry it percent-encoded (./writing-paths.ts).
 */
export const tagSegment = (tag: string) =>
  tag
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[đðłøħŧıßæœþ]/g, (letter) => plainLatin[letter]!)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

/** The plain spelling of the Latin letters NFKD leaves whole. */
const plainLatin: Record<string, string> = {
  đ: 'd',
  ð: 'd',
  ł: 'l',
  ø: 'o',
  ħ: 'h',
  ŧ: 't',
  ı: 'i',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
};
