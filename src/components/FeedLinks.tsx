import { writing } from '../content';
import { feedPaths } from '../feeds';
import { posts } from '../posts';
import { withBase } from '../site-config';

/** Every page announces the feeds to readers' apps, once there is a post; with none, nothing. */
export function FeedLinks() {
  if (posts.length === 0) return null;
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={writing.feedTitle}
        href={withBase(feedPaths.rss)}
      />
      <link
        rel="alternate"
        type="application/atom+xml"
        title={writing.feedTitle}
        href={withBase(feedPaths.atom)}
      />
      <link
        rel="alternate"
        type="application/feed+json"
        title={writing.feedTitle}
        href={withBase(feedPaths.json)}
      />
    </>
  );
}
