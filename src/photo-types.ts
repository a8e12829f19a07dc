import { withBase } from './site-config';

/** One encoded file of a photo; `url` is from the site's root ('/assets/photos/...'). */
export type PhotoFile = { url: string; width: number; bytes: number };

/**
 * The formats every photo is encoded in, the one a browser should take first first; the last is the
 * fallback every browser reads, the <img>'s own file, at one width (the widest). The one list of
 * them: a new format is an entry here and its encoder in scripts/generator/photos/encode-job.ts.
 */
export const photoFormats = ['avif', 'webp', 'jpeg'] as const;
export type PhotoFormat = (typeof photoFormats)[number];
/** The formats a <picture> offers as <source>s, ahead of its <img>. */
export const sourceFormats = photoFormats.slice(0, -1) as readonly PhotoFormat[];
export const fallbackFormat: PhotoFormat = photoFormats[photoFormats.length - 1]!;
/** A format's media type, as a <source> names it. */
export const mediaType = (format: PhotoFormat) => `image/${format}`;
/** A format's file extension. */
export const extensionOf = (format: PhotoFormat) => (format === 'jpeg' ? 'jpg' : format);

/** A photo as the build encoded it: its source size and files per format, narrowest first. */
export type Photo = { width: number; height: number } & Record<PhotoFormat, PhotoFile[]>;

/** The widest file of the fallback format: the one every browser reads (and link previews show). */
export const fallbackFile = (photo: Photo) => photo[fallbackFormat].at(-1)!;

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
