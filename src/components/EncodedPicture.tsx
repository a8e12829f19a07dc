import type { Photo } from '../photo-types';
import { photoSrc, srcSet } from '../photo-types';

/**
 * A photo as the build encoded it: AVIF and WebP at each width for the browser to choose by `sizes`,
 * the widest JPEG for the rest, its size set so nothing moves as it loads. `lazy` for one below the fold.
 */
export function EncodedPicture({
  photo,
  sizes,
  alt,
  className,
  lazy = false,
  placeholder = false,
}: {
  photo: Photo;
  sizes: string;
  alt: string;
  className?: string;
  lazy?: boolean;
  /** Marks the picture the build drew in place of one it could not get (`data-placeholder`). */
  placeholder?: boolean;
}) {
  return (
    <picture>
      {(['avif', 'webp'] as const).map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(photo[format])} sizes={sizes} />
      ))}
      <img
        className={className}
        src={photoSrc(photo.jpeg.at(-1)!)}
        alt={alt}
        data-placeholder={placeholder ? '' : undefined}
        width={photo.width}
        height={photo.height}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
      />
    </picture>
  );
}
