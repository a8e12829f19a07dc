import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from '../project-files';
import { join } from 'node:path';
import type { PhotosContent, PortfolioItem } from '../../../src/content';
import { LocatedError, type LocatedProblem } from '../errors/located-error';
import { templatePlaceholders as template } from './template-placeholders';
import { untranslatedTexts } from './english-texts';

/** The parts of the content that can still be the template's. */
export type OwnedContent = {
  readonly owner: { readonly name: string; readonly linkedInUrl: string };
  readonly landing: { readonly description: string };
  readonly portfolioItems: readonly Pick<PortfolioItem, 'title' | 'imageUrl'>[];
  readonly photos: PhotosContent;
  /** With it, the site's own words still in English on a site in another language (./english-texts.ts). */
  readonly site?: { readonly lang: string };
};

const contentFile = 'src/content.ts';

/**
 * What the site would publish as the owner's while it is still the template's: one problem per thing,
 * saying what a visitor would see and where to change it. Pure: the photos come in as the files found to
 * be the placeholders (`placeholderPhotos`).
 */
export function templateLeftovers(
  content: OwnedContent,
  siteUrl: string,
  placeholderPhotoFiles: readonly string[],
): Leftover[] {
  const { owner, landing, portfolioItems } = content;
  const found: Leftover[] = content.site ? untranslatedTexts(content, content.site.lang) : [];
  const inContent = (message: string) => found.push({ file: contentFile, message });
  if (owner.name === template.name)
    inContent(
      `owner.name: still the placeholder "${template.name}", shown on every page and the link-preview card`,
    );
  if (owner.linkedInUrl === template.linkedInUrl)
    inContent(
      `owner.linkedInUrl: still the placeholder ${template.linkedInUrl}, where every LinkedIn button leads`,
    );
  const theirs = portfolioItems.flatMap(({ title, imageUrl }, index) =>
    template.portfolio.some((item) => title === item.title || imageUrl.includes(item.photo))
      ? [`portfolioItems[${index}]`]
      : [],
  );
  if (theirs.length > 0)
    inContent(
      `${theirs.join(', ')}: the template's projects, built as pages of yours and listed in the sitemap`,
    );
  if (landing.description.includes(template.description))
    inContent(
      `landing.description: link previews and search results show the template's "${template.description}"`,
    );
  if (placeholderPhotoFiles.length > 0)
    found.push({
      file: 'static/photos',
      message: `${placeholderPhotoFiles.join(', ')}: the placeholder pictures; put your photos under the same names`,
    });
  if (siteUrl === template.siteUrl)
    found.push({
      file: '',
      message: `SITE_URL is not set: canonical links, og:image and the sitemap point at ${template.siteUrl}`,
    });
  return found;
}

/** The photos the content names that are still, byte for byte, those `npm run placeholders` draws. */
export function placeholderPhotos({ landing, profile }: PhotosContent, staticDir = 'static'): string[] {
  return [...Object.values(landing), profile]
    .map((photo) => photo.file)
    .filter((file) => isPlaceholderPhoto(join(staticDir, 'photos', file)));
}

const placeholderHashes = new Set<string>(template.photoSha256);

/** Whether the file at `path` is one of the photos `npm run placeholders` draws (false when there is none). */
export const isPlaceholderPhoto = (path: string) =>
  existsSync(path) && placeholderHashes.has(createHash('sha256').update(readFileSync(path)).digest('hex'));

/** `npm run build -- --strict` with some of the template still in: nothing is written. */
export class TemplateLeftoversError extends LocatedError {
  override name = 'TemplateLeftoversError';
}

/** What is still the template's: a notice (./english-texts.ts) is said, but `--strict` builds. */
type Leftover = LocatedProblem & { readonly notice?: true };

/** Of what is still the template's, what `--strict` refuses: all but the notices. */
export const refused = (leftovers: readonly Leftover[]) => leftovers.filter((problem) => !problem.notice);

/** The short block `npm run build` prints when some of the template is still in. */
export function leftoversBlock(leftovers: readonly Leftover[]): string {
  const line = ({ file, message }: LocatedProblem) => `  ${file ? `${file}: ` : ''}${message}`;
  const blocking = refused(leftovers);
  const notices = leftovers.filter((problem) => problem.notice);
  const lines: string[] = [];
  if (blocking.length > 0)
    lines.push(
      "Still the template's, and published as yours:",
      ...blocking.map(line),
      '`npm run build -- --strict`, as the deploy workflow runs it, refuses to build until they are changed.',
    );
  if (notices.length > 0)
    lines.push('Not yet in your language (`--strict` builds all the same):', ...notices.map(line));
  return lines.join('\n');
}
