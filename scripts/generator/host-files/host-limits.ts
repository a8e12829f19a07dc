import { LocatedError } from '../errors/located-error';

/**
 * Cloudflare Pages' documented limits on `_headers`: 100 rules, 2,000 characters a line (the
 * whole line: indent, name and value). Past them it silently drops rules or lines, so a site
 * would lose its headers unseen. Netlify documents no limit on the file, so these are the bound.
 */
export const headersLimits = { rules: 100, lineLength: 2000 } as const;

/** Why `text` (a `_headers` file) goes past a limit, one sentence each; none when it fits. */
export function headersLimitProblems(text: string): string[] {
  const lines = text.split('\n');
  const rules = lines.filter((line) => line.startsWith('/')).length;
  const problems =
    rules > headersLimits.rules
      ? [
          `${rules} rules, over the ${headersLimits.rules} Cloudflare Pages applies (it would drop the rest): the page table's rows with a parameter should share a section`,
        ]
      : [];
  for (const [index, line] of lines.entries()) {
    if (line.length <= headersLimits.lineLength) continue;
    const name = line.trim().split(/[:\s]/)[0];
    problems.push(
      `line ${index + 1} (${name}) is ${line.length} characters, over the ${headersLimits.lineLength} Cloudflare Pages reads (it would drop the header)`,
    );
  }
  return problems;
}

/** `text`, or a build failure naming the file and the limit, rather than a file the host ignores in part. */
export function withinHeadersLimits(text: string): string {
  const problems = headersLimitProblems(text);
  if (problems.length > 0) throw new LocatedError(problems.map((message) => ({ file: '_headers', message })));
  return text;
}
