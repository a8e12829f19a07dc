import { tagSegment } from './tag-segment';

/** A tag of the posts: its address's segment, the name it is shown by, and its posts, newest first. */
export type Tag<P> = { readonly segment: string; readonly label: string; readonly posts: readonly P[] };

/**
 * The posts' tags, by segment. Tags written differently that share a segment are merged; the newest
 * post's spelling names the tag. Given posts newest first, each tag's posts stay newest first (a
 * post lists a tag once: the frontmatter refuses two tags of one segment).
 */
export function postsByTag<P extends { readonly tags: readonly string[] }>(posts: readonly P[]): Tag<P>[] {
  const bySegment = new Map<string, { label: string; posts: P[] }>();
  for (const post of posts)
    for (const label of post.tags) {
      const segment = tagSegment(label);
      const tag = bySegment.get(segment) ?? { label, posts: [] };
      tag.posts.push(post);
      bySegment.set(segment, tag);
    }
  return [...bySegment].sort(([a], [b]) => (a < b ? -1 : 1)).map(([segment, tag]) => ({ segment, ...tag }));
}
