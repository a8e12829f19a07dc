import { readFile } from '../project-files';
import { join } from 'node:path';
import type { PhotosContent } from '../../../src/content';
import type { PhotoSet } from '../../../src/photo-types';
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

/** The least each photo should be (the README's "at least" column): its class's largest screen, in pixels. */
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

/**
 * Encodes every photo of the content at each width in AVIF and WebP, and in JPEG at the largest width
 * (./encode-photos.ts), the profile photo cropped to a square around its focus; warns of each photo
 * smaller than its minimum, naming its file, its size and the size wanted.
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
): Promise<{ files: OutputFile[]; set: PhotoSet; encoded: number }> {
  const sources: PhotoSource[] = await Promise.all(
    Object.entries({ ...photos.landing, profile: photos.profile }).map(async ([key, { file, focus }]) => {
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
  // Said on every build, not only the one that encoded: the photo is still too small.
  for (const [key, least] of Object.entries(minimumSizes)) {
    const { width, height } = set[key]!;
    if (width >= least.width && height >= least.height) continue;
    const [field, cropped] =
      key === 'profile' ? ['photos.profile', ' once cropped to a square'] : [`photos.landing.${key}`, ''];
    const { path } = sources.find((source) => source.key === key)!;
    warn(
      `${path} (${field}) is ${width} × ${height} pixels${cropped}, smaller than the ` +
        `${least.width} × ${least.height} it is shown at: it is used as it is and looks blurred on sharp screens. ` +
        `Replace it with a larger photo.`,
    );
  }
  return { ...rest, set: set as PhotoSet };
}
