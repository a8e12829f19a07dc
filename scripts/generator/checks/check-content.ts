import { existsSync, readFileSync, statSync } from '../project-files';
import { join } from 'node:path';
import { isLocalImage } from '../../../src/photo-types';
import type { ContentProblem } from '../../../src/render/validate-content';
import type { Renderer } from '../bundling/bundle-renderer';
import { LocatedError } from '../errors/located-error';

export class ContentError extends LocatedError {
  override name = 'ContentError';
}

/**
 * Every photo the content names must be a file in static/photos, and every picture named by path in
 * static/ (a path leading out of it is refused by the content's own check, and not looked at here).
 */
function missingPhotos(
  { photos, portfolioItems }: Renderer['content'],
  staticDir: string,
  refused: ReadonlySet<string>,
): ContentProblem[] {
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
    .filter(
      ([field, path]) =>
        !refused.has(field) && !statSync(join(staticDir, path), { throwIfNoEntry: false })?.isFile(),
    )
    .map(([field, path]) => {
      const what = existsSync(join(staticDir, path)) ? 'is a folder, not a photo' : 'does not exist';
      return { field, reason: `${staticDir}/${path} ${what}` };
    });
}

/** The largest résumé offered: a visitor on a phone downloads it whole. */
export const resumeMaxBytes = 5 * 1024 * 1024;

/** The résumé the content names, if any, must be a PDF under static/ and under 5 MB. */
export function resumeProblems(
  { owner }: Pick<Renderer['content'], 'owner'>,
  staticDir: string,
): ContentProblem[] {
  if (!owner.resume) return [];
  const file = join(staticDir, owner.resume);
  const problem = (reason: string) => [{ field: 'owner.resume', reason }];
  const stats = statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) return problem(`${file} does not exist`);
  if (stats.size >= resumeMaxBytes)
    return problem(`${file} is ${(stats.size / 1024 / 1024).toFixed(1)} MB, over the limit of 5 MB`);
  // Every PDF starts with this signature, whatever its name says.
  if (readFileSync(file).subarray(0, 5).toString('latin1') === '%PDF-') return [];
  return problem(`${file} is not a PDF (it does not start with %PDF-)`);
}

/** Stops the build, before anything is written, on any problem in the content or photos. */
export function checkContent(renderer: Renderer, staticDir = 'static'): void {
  const contentProblems = renderer.validateContent(renderer.content);
  const problems = [
    ...contentProblems,
    ...missingPhotos(renderer.content, staticDir, new Set(contentProblems.map((p) => p.field))),
    // A résumé named wrongly is reported once, by the content's own check.
    ...(contentProblems.some((p) => p.field === 'owner.resume')
      ? []
      : resumeProblems(renderer.content, staticDir)),
  ];
  if (problems.length > 0)
    throw new ContentError(
      problems.map(({ field, reason }) => ({ file: renderer.contentFile, message: `${field}: ${reason}` })),
    );
}
