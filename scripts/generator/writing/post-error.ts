import { LocatedError } from '../errors/located-error';

/** A post the build refuses: its file, the line, and the field (frontmatter key, or what the line holds). */
export class PostError extends LocatedError {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly field: string,
    readonly reason: string,
  ) {
    super([{ file, line, message: `${field}: ${reason}` }]);
  }
}
