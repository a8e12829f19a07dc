import { LocatedError } from '../errors/located-error';

/** A post the build refuses: its file, the line, and the field (frontmatter key, or what the line holds). */
export class PostError extends LocatedError {
  constructor(file: string, line: number, field: string, message: string) {
    super([{ file, line, message: `${field}: ${message}` }]);
  }
}
