import { safeStem } from '../../scripts/generator/photos/encode-photos';

/**
 * A pattern for the published names of a source photo's encodings (`<stem>-<width>-<hash>.<ext>`),
 * from the build's own naming rule, so that it holds for any file name an owner gives a photo.
 */
export function encodedName(file: string, ext = '(avif|webp|jpg)', width = '\\d+'): string {
  const stem = safeStem(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `${stem}-${width}-[0-9a-f]{12}\\.${ext}`;
}
