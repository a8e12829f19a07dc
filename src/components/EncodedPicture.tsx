import type { Photo } from '../photo-types';
import { fallbackFile, mediaType, photoSrc, sourceFormats, srcSet } from '../photo-types';

/**
 * A photo as the build encoded it: each format of ../photo-types.ts at each width for the browser to
 * choose by `sizes`, the widest fallback file for the rest, its size set so nothing moves as it loads. `lazy` for one below the fold.
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
      {sourceFormats.map((format) => (
        <source key={format} type={mediaType(format)} srcSet={srcSet(photo[format])} sizes={sizes} />
      ))}
      <img
        className={className}
        src={photoSrc(fallbackFile(photo))}
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
