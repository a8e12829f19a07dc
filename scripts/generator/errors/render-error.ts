import { realpathSync } from 'node:fs';
import { dirname, isAbsolute, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocatedError } from './located-error';

/**
 * Where the bundle's source map points: the folder above node_modules as Node resolved it, which is the
 * project itself unless node_modules is a link to another copy's (the sources' lines are this project's
 * either way: the map was made from them).
 */
function sourcesRoot(): string {
  try {
    return dirname(realpathSync('node_modules'));
  } catch {
    return process.cwd();
  }
}

/**
 * A page that threw while pre-rendering, named where the mistake is: the file of the first frame of the
 * error's stack in the project's own sources (src/) and its line, mapped back from the renderer's bundle by
 * its source map, and the component it was in. Anything else is passed on as it is.
 */
export function renderFailure(error: unknown, root = sourcesRoot()): unknown {
  const cause = (error as { cause?: unknown }).cause;
  if (!(error instanceof Error) || !(cause instanceof Error) || !cause.stack) return error;
  // A post's or case study's body, run from its compiled text (src/render/post-bodies.tsx): its file.
  const post = cause as Error & { file?: unknown };
  if (post.name === 'PostRenderError' && typeof post.file === 'string')
    return new LocatedError([{ file: post.file, message: error.message }]);
  for (const line of cause.stack.split('\n').slice(1)) {
    const frame = /^\s*at (?:(\S+) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    if (!frame) continue;
    const [, name, where, lineNumber, column] = frame;
    const path = where!.startsWith('file:') ? fileURLToPath(where!) : where!;
    const file = isAbsolute(path) ? relative(root, path) : path;
    if (!file.startsWith('src/')) continue;
    // The component is the function the frame is in, when it has a name of its own.
    const component = name && /^[A-Z]\w*$/.test(name) ? ` in <${name}>` : '';
    // The line is the source's: each file's map, through Linaria's transform (../bundling/linaria.ts)
    // and esbuild's bundle, leads back to it.
    return new LocatedError([
      { file, line: Number(lineNumber), column: Number(column) - 1, message: `${error.message}${component}` },
    ]);
  }
  return error;
}
