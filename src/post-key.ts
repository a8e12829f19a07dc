/**
 * A post's key among the build's cards (`Assets.postCards`): its slug, under its folder's language for
 * a post of another language than the first ('de/hello'), whose translation shares the slug.
 */
export const postKey = ({ slug, language }: { slug: string; language?: string }) =>
  language ? `${language}/${slug}` : slug;
