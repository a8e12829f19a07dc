import { readFile } from '../project-files';
import { join } from 'node:path';
import type { PhotosContent } from '../../../src/content';
import type { Photo, PhotoSet } from '../../../src/photo-types';
import { colors } from '../../../src/theme';
import { encodePhotos, type EncodeMemo, type PhotoSource } from './encode-photos';
import type { OutputFile } from '../publishing/output-files';
import type { ProgressOutput } from '../progress';
import { keptDir } from '../state/cache-dir';

/** The widths each photo is encoded at; the browser picks by viewport and pixel density. */
const widths: Record<keyof PhotoSet, number[]> = {
  mobilePortrait: [390, 640, 828],
  mobileLandscape: [844, 1280, 1792],
  tablet: [800, 1200, 1600],
  desktop: [1280, 1920, 2560],
  profile: [240, 480],
};

/**
 * The least each photo should be (the README's "at least" column): the largest
 * screen of its class at its pixel density. A smaller photo is used, with a warning.
 */
export const minimumSizes: Record<keyof PhotoSet, { width: number; height: number }> = {
  mobilePortrait: { width: 828, height: 1792 },
  mobileLandscape: { width: 1792, height: 828 },
  tablet: { width: 1600, height: 2000 },
  desktop: { width: 2560, height: 1600 },
  profile: { width: 480, height: 480 },
};

/** The portfolio's pictures: the article column is at most 854 CSS px (src/screens/PortfolioItem.tsx). */
export const portfolioWidths = [480, 800, 1200, 1800];

export type PhotoOptions = {
  staticDir?: string;
  cacheDir?: string;
  /** Where to report encoding that takes more than a second; nothing is said without it. */
  progress?: ProgressOutput;
  /** One builder's last sources and result, kept between its builds. */
  memo?: EncodeMemo;
  /** The page's background, shown through a transparent photo in JPEG. */
  background?: string;
  warn?: (message: string) => void;
};

type Encoded = { files: OutputFile[]; set: PhotoSet; encoded: number };

/** A warning for each photo below its minimum size, naming its file, its size and the size wanted. */
export function tooSmall(set: PhotoSet, paths: Record<keyof PhotoSet, string>): string[] {
  return (Object.entries(minimumSizes) as [keyof PhotoSet, { width: number; height: number }][])
    .filter(([key, least]) => set[key].width < least.width || set[key].height < least.height)
    .map(([key, least]) => {
      const { width, height }: Photo = set[key];
      const field = key === 'profile' ? 'photos.profile' : `photos.landing.${key}`;
      const cropped = key === 'profile' ? ' once cropped to a square' : '';
      return (
        `${paths[key]} (${field}) is ${width} × ${height} pixels${cropped}, smaller than the ` +
        `${least.width} × ${least.height} it is shown at: it is used as it is and looks blurred on sharp screens. ` +
        `Replace it with a larger photo.`
      );
    });
}

/**
 * Encodes every photo of the content at each width in AVIF and WebP, and in
 * JPEG at the largest width (./encode-photos.ts), the profile photo cropped to
 * a square around its focus; warns of each photo smaller than its minimum.
 */
export async function buildPhotos(
  photos: PhotosContent,
  {
    staticDir = 'static',
    cacheDir = keptDir('photos'),
    progress,
    memo,
    background = colors.background,
    warn = console.warn,
  }: PhotoOptions = {},
): Promise<Encoded> {
  const named: Record<string, { file: string; focus?: string }> = {
    ...photos.landing,
    profile: photos.profile,
  };
  const sources: PhotoSource[] = await Promise.all(
    Object.entries(named).map(async ([key, { file, focus }]) => {
      const path = join(staticDir, 'photos', file);
      return {
        key,
        file,
        path,
        widths: widths[key as keyof PhotoSet],
        source: await readFile(path),
        square: key === 'profile' ? (focus ?? '50% 50%') : undefined,
      };
    }),
  );
  const { photos: set, ...rest } = await encodePhotos(sources, { cacheDir, background, progress, memo });
  const result: Encoded = { ...rest, set: set as PhotoSet };
  // Said on every build, not only the one that encoded: the photo is still too small.
  const paths = Object.fromEntries(sources.map((s) => [s.key, s.path])) as Record<keyof PhotoSet, string>;
  for (const warning of tooSmall(result.set, paths)) warn(warning);
  return result;
}
