import { withBase } from './site-config';

/** One encoded file of a photo; `url` is from the site's root ('/assets/photos/...'). */
export type PhotoFile = { url: string; width: number; bytes: number };

/** A photo as the build encoded it: its source size and files per format, narrowest first. */
export type Photo = {
  width: number;
  height: number;
  avif: PhotoFile[];
  webp: PhotoFile[];
  jpeg: PhotoFile[];
};

/** Every photo of the site, by the key it has in `photos` of src/content.ts. */
export type PhotoSet = {
  mobilePortrait: Photo;
  mobileLandscape: Photo;
  tablet: Photo;
  desktop: Photo;
  profile: Photo;
};

/** A photo file's address as a page links to it, under the base path. */
export const photoSrc = (file: PhotoFile) => withBase(file.url);

export const srcSet = (files: PhotoFile[]) => files.map((f) => `${photoSrc(f)} ${f.width}w`).join(', ');
