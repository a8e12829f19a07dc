/**
 * A failed build in the words the dev server shows, in the terminal and over the page: the file, line and
 * column of the problem, the message, and the lines of code around it.
 */
import { readFileSync } from '../project-files';
import { isAbsolute, relative } from 'node:path';
import type { Message } from 'esbuild';
import { LocatedError } from './located-error';

export type BuildProblem = {
  /** Relative to the project, such as `src/screens/Contact.tsx`; empty when no file is known. */
  file: string;
  /** 1-based; 0 when unknown. */
  line: number;
  /** 0-based, as esbuild counts (shown 1-based). */
  column: number;
  message: string;
  /** A few numbered lines around `line`. */
  frame: { number: number; text: string }[];
};

/** Marks an error met while Linaria evaluated a module's styles (../bundling/linaria.ts). */
export const evaluationDetail = 'linaria-evaluation';

/**
 * One problem per mistake: a typo in a module that styles read is met by esbuild where it is, and
 * again by Linaria's evaluation of each importer's styles, at the same place.
 */
function oncePerPlace(messages: Message[]): Message[] {
  const place = (m: Message) => `${m.location?.file ?? ''}:${m.location?.line ?? 0}`;
  const compiled = new Set(messages.filter((m) => m.detail !== evaluationDetail).map(place));
  const seen = new Set<string>();
  return messages.filter((m) => {
    const key = `${place(m)}:${m.location?.column ?? 0}:${m.text}`;
    if (seen.has(key) || (m.detail === evaluationDetail && compiled.has(place(m)))) return false;
    seen.add(key);
    return true;
  });
}

export function buildProblems(error: unknown, root = process.cwd()): BuildProblem[] {
  const messages = (error as { errors?: Message[] }).errors;
  if (Array.isArray(messages) && messages.length > 0) {
    return oncePerPlace(messages).map((message) => {
      const { file = '', line = 0, column = 0 } = message.location ?? {};
      // esbuild's note names the other end of the mistake: the tag left open, many lines above the
      // closing tag where the parser noticed. Said in the message, and shown in the code frame.
      const note = (message.notes ?? []).find((n) => n.location && n.location.file === file);
      if (!note?.location) return located(file, line, column, message.text, root);
      const at = note.location.line;
      const where = note.text.replace(/\s*here:?$/, '').replace(/^\w/, (c) => c.toLowerCase());
      const said = `${message.text} (${where} on line ${at}:${note.location.column + 1})`;
      return located(file, line, column, said, root, at);
    });
  }
  // The build's own checks say where each problem is: taken as they are, never read back from text.
  if (error instanceof LocatedError)
    return error.problems.map((p) => located(p.file, p.line ?? 0, p.column ?? 0, p.message, root));
  return [located('', 0, 0, error instanceof Error ? error.message : String(error), root)];
}

/**
 * The problem with the lines around `line` (two each side), from `from` where an earlier line belongs to the
 * mistake (at most 10 above).
 */
function located(file: string, line: number, column: number, message: string, root: string, from = line) {
  const shown = file && isAbsolute(file) ? relative(root, file) : file;
  const problem: BuildProblem = { file: shown, line, column, message, frame: [] };
  if (line <= 0) return problem;
  let lines: string[];
  try {
    lines = readFileSync(isAbsolute(file) ? file : `${root}/${file}`, 'utf8')
      .replace(/\n$/, '')
      .split('\n');
  } catch {
    return problem;
  }
  const first = Math.max(1, Math.min(line - 2, Math.max(from, line - 10)));
  const last = Math.min(lines.length, line + 2);
  problem.frame = lines.slice(first - 1, last).map((text, index) => ({ number: first + index, text }));
  return problem;
}

/** The problems as the terminal shows them, in the `file:line:column` form editors open. */
export function formatProblems(problems: readonly BuildProblem[]): string {
  return problems
    .map(({ file, line, column, message, frame }) => {
      const at = file ? `${file}${line ? `:${line}:${column + 1}` : ''}: ` : '';
      const code = frame.map(
        ({ number, text }) => `${number === line ? '>' : ' '} ${String(number).padStart(4)} | ${text}`,
      );
      return [`${at}${message}`, ...code].join('\n');
    })
    .join('\n\n');
}
