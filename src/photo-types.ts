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

/** A CSS object-position in percent ('50% 35%') as fractions of the free space; null if it is not one. */
export function focusPoint(focus: string): [number, number] | null {
  const match = /^(\d+(?:\.\d+)?)% (\d+(?:\.\d+)?)%$/.exec(focus);
  if (!match) return null;
  const [x, y] = [Number(match[1]) / 100, Number(match[2]) / 100];
  return x <= 1 && y <= 1 ? [x, y] : null;
}

/**
 * The class that keeps `focus` in view in a cropped picture: `focus-50-0` for '50% 0%' (a dot is a
 * `p`), whose rule each page gets from its build (scripts/generator/pages/fit-rules.ts). None for the
 * middle, which is where a cropped picture is centred anyway.
 */
export function focusClass(focus: string | undefined): string | undefined {
  const point = focus ? focusPoint(focus) : null;
  if (!point || (point[0] === 0.5 && point[1] === 0.5)) return undefined;
  return `focus-${focus!.replace(/%/g, '').replace(/\./g, 'p').replace(' ', '-')}`;
}

/** A portfolio picture named by a path under static/ (the owner's own file), not an address to download. */
export const isLocalImage = (imageUrl: string) => !/^[a-z][a-z\d+.-]*:/i.test(imageUrl);
