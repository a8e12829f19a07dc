import { css, cx } from '@linaria/core';
import { preload } from 'react-dom';
import { photos } from '../content';
import { useAssets } from '../render/Document';
import { fallbackFile, mediaType, photoFormats, photoSrc, srcSet, type Photo } from '../photo-types';
import { screenOnly } from '../styles/global';
import { viewportMedia } from '../theme';

const classes = ['mobileLandscape', 'mobilePortrait', 'tablet', 'desktop'] as const;
const sizes = '100vw';
/** The format preloaded: the first a browser takes (one that cannot read it ignores the preload). */
const preferred = photoFormats[0];

/**
 * The landing's full-screen photo (spec §2): one photo per viewport class, in
 * AVIF or WebP at the width the screen needs (JPEG, one width, for browsers
 * that read neither), cropped to cover around
 * the photo's focus. Never lazy; each class's AVIF is preloaded under its own
 * media query, so exactly one file is fetched, early.
 */
export function HeroPhoto() {
  const set = useAssets().photos;
  for (const key of classes) {
    const photo: Photo = set[key];
    preload(photoSrc(photo[preferred].at(-1)!), {
      as: 'image',
      type: mediaType(preferred),
      imageSrcSet: srcSet(photo[preferred]),
      imageSizes: sizes,
      media: viewportMedia[key],
      fetchPriority: 'high',
    });
  }
  const fallback = set.desktop;
  return (
    <picture>
      {classes.flatMap((key) =>
        photoFormats.map((format) => (
          <source
            key={`${key}-${format}`}
            media={viewportMedia[key]}
            type={mediaType(format)}
            srcSet={srcSet(set[key][format])}
            sizes={sizes}
            width={set[key].width}
            height={set[key].height}
          />
        )),
      )}
      <img
        className={cx(photo, screenOnly)}
        src={photoSrc(fallbackFile(fallback))}
        width={fallback.width}
        height={fallback.height}
        alt=""
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}

const { mobileLandscape, mobilePortrait, tablet, desktop } = photos.landing;

/* The focus of each class's photo is kept in view when it is cropped. */
const photo = css`
  position: absolute;
  inset: 0;
  z-index: -2;
  width: 100%;
  height: 100%;
  max-width: none;
  object-fit: cover;
  object-position: ${desktop.focus};
  @media ${viewportMedia.tablet} {
    object-position: ${tablet.focus};
  }
  @media ${viewportMedia.mobilePortrait} {
    object-position: ${mobilePortrait.focus};
  }
  @media ${viewportMedia.mobileLandscape} {
    object-position: ${mobileLandscape.focus};
  }
`;
