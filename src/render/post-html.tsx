import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { usePostPhoto } from '../components/PostImage';
import { AssetsProvider, type Assets } from './Document';
import { posts, type PostComponents } from '../posts';
import { postPath } from '../routes';
import { absoluteUrl } from '../site-config';
import { fallbackFile, type Photo } from '../photo-types';
import { languageOf } from '../text-direction';
import { withBodies, type PostBodies } from './post-bodies';

/**
 * A post's body for the feeds: every link and image absolute (a feed reader has no page to resolve
 * them against), each image its largest JPEG, which every reader can show. A post in a language of
 * its own says so around its body, with its direction: a feed names one language, the site's.
 */
export function postHtml(slug: string, postPhotos: Record<string, Photo>, bodies: PostBodies) {
  const post = posts.find((p) => p.slug === slug)!;
  const page = absoluteUrl(postPath(slug));
  const FeedLink = ({ href = '', children }: { href?: string; children?: ReactNode }) => (
    <a href={href.startsWith('#') ? `${page}${href}` : href.startsWith('/') ? absoluteUrl(href) : href}>
      {children}
    </a>
  );
  const FeedImage = ({ src = '', alt = '' }: { src?: string; alt?: string }) => {
    const photo = usePostPhoto(src)!;
    const file = fallbackFile(photo);
    return (
      <img
        src={absoluteUrl(file.url)}
        alt={alt}
        width={file.width}
        height={Math.round((photo.height * file.width) / photo.width)}
      />
    );
  };
  const components = { a: FeedLink, img: FeedImage } as unknown as PostComponents;
  const body = <post.Body components={components} />;
  const { result, bodies: shown } = withBodies(bodies, (wrap) =>
    renderToString(
      wrap(
        <AssetsProvider value={{ postPhotos } as Assets}>
          {post.lang ? <div {...languageOf(post)}>{body}</div> : body}
        </AssetsProvider>,
      ),
    ),
  );
  return { html: result, bodies: shown };
}
