import { owner, site } from '../content';
import type { Post } from '../posts';
import { postPath } from '../routes';
import { absoluteUrl } from '../site-config';

/** schema.org BlogPosting for search engines. Data, not script: no CSP hash needed. */
export function PostJsonLd({ post, image }: { post: Post; image: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    inLanguage: post.lang ?? site.lang,
    description: post.description,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Person', name: owner.name, url: absoluteUrl('/') },
    mainEntityOfPage: absoluteUrl(postPath(post.slug)),
    image: absoluteUrl(image),
    keywords: post.tags.length > 0 ? post.tags.join(', ') : undefined,
  };
  // "<" escaped so that no text in the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
