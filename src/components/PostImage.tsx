import { css } from '@linaria/core';
import { useAssets } from '../render/Document';
import { EncodedPicture } from './EncodedPicture';

/** The post's column is at most 720 CSS px (src/screens/Post.tsx); a case study's column gives its own. */
const postSizes = '(min-width: 780px) 720px, calc(100vw - 40px)';

/**
 * An image of a post or case study by its source path. Markdown's HTML percent-encodes the path (a
 * space in `flow chart.png` is %20); the build keyed the encoded files by the path itself.
 */
export const usePostPhoto = (src: string) => useAssets().postPhotos?.[decodeURI(src)];

/**
 * An image of a post, encoded by the photo pipeline and found by its source path (the build puts it
 * in `src`): AVIF and WebP at several widths, its size set so nothing moves as it loads, and loaded
 * only as the reader nears it.
 */
export function PostImage({
  src = '',
  alt = '',
  sizes = postSizes,
}: {
  src?: string;
  alt?: string;
  sizes?: string;
}) {
  const photo = usePostPhoto(src);
  if (!photo) throw new Error(`${src}: the build encoded no such image`);
  return <EncodedPicture photo={photo} sizes={sizes} className={image} alt={alt} lazy />;
}

const image = css`
  display: block;
  max-width: 100%;
  height: auto;
  border-radius: 12px;
`;
