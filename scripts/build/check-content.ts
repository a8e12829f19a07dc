import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isLocalImage } from '../../src/photo-types';
import type { ContentProblem } from '../../src/validate-content';
import type { Renderer } from './bundle-renderer';
import { LocatedError } from './located-error';

export class ContentError extends LocatedError {
  override name = 'ContentError';
}

/** Every photo the content names must exist in static/photos, and every picture named by path in static/. */
function missingPhotos({ photos, portfolioItems }: Renderer['content'], staticDir: string): ContentProblem[] {
  const named = [
    ...Object.entries(photos.landing).map(
      ([key, photo]) => [`photos.landing.${key}.file`, `photos/${photo.file}`] as const,
    ),
    ['photos.profile.file', `photos/${photos.profile.file}`] as const,
    ...portfolioItems
      .map((item, i) => [`portfolioItems[${i}].imageUrl`, item.imageUrl] as const)
      .filter(([, path]) => isLocalImage(path)),
  ];
  return named
    .filter(([, path]) => !existsSync(join(staticDir, path)))
    .map(([field, path]) => ({ field, reason: `${staticDir}/${path} does not exist` }));
}

/** Stops the build, before anything is written, on any problem in the content or photos. */
export function checkContent(renderer: Renderer, staticDir = 'static'): void {
  const { contentFile, validateContent } = renderer;
  const problems = [...validateContent(renderer.content), ...missingPhotos(renderer.content, staticDir)];
  if (problems.length > 0) {
    throw new ContentError(
      problems.map(({ field, reason }) => ({ file: contentFile, message: `${field}: ${reason}` })),
    );
  }
}
