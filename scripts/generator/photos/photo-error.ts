import { LocatedError } from '../errors/located-error';

/** One photo the build cannot use: the file, what is wrong with it, and what to do. */
export type PhotoProblem = { file: string; reason: string; fix: string };

/** The words a person reads, in the terminal and over the dev server's page. */
export const describePhotoProblem = ({ reason, fix }: PhotoProblem) => `${reason}. ${fix}.`;

/** Stops the build before dist/ is touched; scripts/generator/errors/build-error.ts shows each problem by its file. */
export class PhotoError extends LocatedError {
  override name = 'PhotoError';
  constructor(readonly photos: readonly PhotoProblem[]) {
    super(photos.map((p) => ({ file: p.file, message: describePhotoProblem(p) })));
  }
}

/** The largest photo decoded: a 108 MP phone camera fits; beyond that only the memory grows. */
export const maxMegapixels = 120;

/**
 * What libvips (or the HEIC decoder) said, as a reason and a fix. Its own words are kept in
 * brackets: they name no file, but they are what a search finds.
 */
export function photoProblem(file: string, error: unknown): PhotoProblem {
  const said = (error instanceof Error ? error.message : String(error)).trim().split('\n')[0]!;
  const [reason, fix] = /unsupported image format/i.test(said)
    ? ['is not an image the build can read', 'Save it as JPEG, PNG, WebP, AVIF or HEIC']
    : /pixel limit/i.test(said)
      ? ['has more pixels than the build decodes', `Resize it to at most ${maxMegapixels} megapixels`]
      : ['is damaged or cut short', 'Copy it again from the phone or camera, or export it anew,'];
  return { file, reason: `${reason} (${said})`, fix: `${fix} and replace the file` };
}
