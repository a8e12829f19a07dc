/** One problem of a failed build and the file to fix it in (relative to the project). */
export type LocatedProblem = {
  file: string;
  message: string;
  /** 1-based, when the problem is at a line of the file (a page that threw while rendering). */
  line?: number;
  /** 0-based, as esbuild counts. */
  column?: number;
};

/**
 * A build failure that knows where each of its problems is: the content's checks, the font and card checks,
 * the photos. The terminal and the dev server's overlay take the files and messages from `problems` as they
 * are; the message is only for whatever else prints the error.
 */
export class LocatedError extends Error {
  constructor(readonly problems: readonly LocatedProblem[]) {
    super(problems.map(({ file, message }) => `${file}: ${message}`).join('\n'));
  }
}
