/** One encoded file of a photo. */
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

export const srcSet = (files: PhotoFile[]) => files.map((f) => `${f.url} ${f.width}w`).join(', ');
