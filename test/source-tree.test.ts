/**
 * Guards for a reader of the code: every spec section a comment cites exists in docs/spec.md, every
 * file a comment or doc names exists, and no code file grows past 200 lines. Each offender is
 * reported as `file:line`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse, type ParserPlugin } from '@babel/parser';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

/** A stretch of prose in a file (a comment, a string, a whole document) and the line it starts on. */
type Text = { file: string; line: number; text: string };
type Found = { file: string; line: number; match: RegExpExecArray };

const section = '\u00a7';
const maxLines = 200;

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => pattern.test(file))
    .sort();
}

const codeFiles = [...filesUnder('src', /\.tsx?$/), ...filesUnder('scripts', /\.(tsx?|mjs)$/), 'build.ts'];
const testFiles = filesUnder('test', /\.tsx?$/);
const docFiles = ['README.md', ...filesUnder('docs', /\.md$/)];

/**
 * The comments of a TypeScript file, and the CSS comments inside its template literals (Linaria's
 * css``), which the parser sees as text of a string.
 */
function commentsOf(file: string, source: string): Text[] {
  const plugins: ParserPlugin[] = file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'];
  const ast = parse(source, { sourceType: 'module', plugins });
  const found: Text[] = (ast.comments ?? []).map((c) => ({ file, line: c.loc!.start.line, text: c.value }));
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const { type, start, end, loc } = node as {
      type?: string;
      start: number;
      end: number;
      loc: { start: { line: number } };
    };
    if (type === 'TemplateElement') {
      const raw = source.slice(start, end);
      for (const css of raw.matchAll(/\/\*([\s\S]*?)\*\//g))
        found.push({ file, line: loc.start.line + lineOffset(raw, css.index), text: css[1]! });
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'loc') visit(value);
  };
  visit(ast.program);
  return found;
}

const lineOffset = (text: string, index: number) => text.slice(0, index).split('\n').length - 1;

function findAll(texts: readonly Text[], pattern: RegExp): Found[] {
  return texts.flatMap(({ file, line, text }) =>
    [...text.matchAll(pattern)].map((match) => ({ file, line: line + lineOffset(text, match.index), match })),
  );
}

/** The sections docs/spec.md has, by their headings (`## §4 States and transitions` is 4). */
const specSections = (spec: string) =>
  new Set([...spec.matchAll(new RegExp(`^#{2,4} ${section}(\\d+(?:\\.\\d+)*)\\s`, 'gm'))].map((m) => m[1]!));

/** Citations of sections that do not exist, as `file:line: §N`. */
function unknownSections(texts: readonly Text[], sections: ReadonlySet<string>): string[] {
  return findAll(texts, new RegExp(`${section}(\\d+(?:\\.\\d+)?)`, 'g'))
    .filter(({ match }) => !sections.has(match[1]!))
    .map(({ file, line, match }) => `${file}:${line}: ${match[0]} is not a section of docs/spec.md`);
}

/**
 * The owner's own files, which come and go with their content: a doc names them as examples
 * (`static/photos/profile.jpg`), and an owner who replaced the template's keeps a true README.
 */
const ownerFiles = /^(static|src\/writing|src\/portfolio|src\/translations)\//;

/**
 * Paths of the repository named in prose: from its root (`src/...`, `scripts/...`, `test/...`,
 * `docs/...`) or from the file itself (`./helpers/site.ts`, `../build.ts`), with a file extension or
 * a trailing slash; the owner's files aside. Those that do not exist, as `file:line: path`.
 */
function missingPaths(texts: readonly Text[], root = '.'): string[] {
  const path = /(?<![\w@./-])((?:\.{1,2}\/)+|(?=(?:src|scripts|test|docs|static)\/))[\w./-]*[\w/]/g;
  return findAll(texts, path)
    .filter(({ match }) => match[0].endsWith('/') || /\.[a-z]+$/i.test(match[0]))
    .filter(({ match }) => !ownerFiles.test(match[0]))
    .filter(({ file, match }) => !existsSync(join(match[1] ? join(root, dirname(file)) : root, match[0])))
    .map(({ file, line, match }) => `${file}:${line}: ${match[0]} does not exist`);
}

/** Code files over the limit, as `file:N: N lines`; src/content.ts, the data, aside. */
function overLong(files: readonly { file: string; text: string }[]): string[] {
  return files
    .filter(({ file }) => file !== join('src', 'content.ts'))
    .map(({ file, text }) => ({ file, lines: text.split('\n').length - (text.endsWith('\n') ? 1 : 0) }))
    .filter(({ lines }) => lines > maxLines)
    .map(({ file, lines }) => `${file}:${lines}: ${lines} lines, over ${maxLines}`);
}

const read = (file: string) => readFileSync(file, 'utf8');
const none = (offenders: string[]) => assert.ok(offenders.length === 0, `\n${offenders.join('\n')}`);

const guards = suite('source tree: comments a reader can follow');

guards('every spec section cited in src/, scripts/, build.ts and test/ exists in docs/spec.md', () => {
  const sections = specSections(read('docs/spec.md'));
  for (const n of ['1', '2', '3', '4', '5', '6', '7', '8', '9']) assert.ok(sections.has(n), `${section}${n}`);
  // Comments and strings alike: test names cite sections too, and nothing else uses the sign.
  const texts = [...codeFiles, ...testFiles, ...docFiles].map((file) => ({
    file,
    line: 1,
    text: read(file),
  }));
  none(unknownSections(texts, sections));
});

guards('every file a comment or a doc names exists', () => {
  const comments = [...codeFiles, ...testFiles].flatMap((file) => commentsOf(file, read(file)));
  const docs = docFiles.map((file) => ({ file, line: 1, text: read(file) }));
  none(missingPaths([...comments, ...docs]));
});

guards(`no code file under src/ or scripts/, nor build.ts, is over ${maxLines} lines`, () => {
  none(overLong(codeFiles.map((file) => ({ file, text: read(file) }))));
});

guards('each check names the file and line of what it finds', () => {
  const source = [
    'const a = 1;',
    `/** See scripts/build/render-pages.ts, spec ${section}4 and ${section}12. */`,
    'const style = css`',
    '  /* Sized in ./nowhere.ts */',
    '`;',
    "const path = 'src/not-a-comment.ts';",
    "/** The owner's static/photos/gone.jpg and src/writing/gone.md: theirs to remove. */",
  ].join('\n');
  const comments = commentsOf(join('src', 'x.tsx'), source);
  assert.equal(unknownSections(comments, new Set(['4'])), [
    `src/x.tsx:2: ${section}12 is not a section of docs/spec.md`,
  ]);
  assert.equal(missingPaths(comments), [
    'src/x.tsx:2: scripts/build/render-pages.ts does not exist',
    'src/x.tsx:4: ./nowhere.ts does not exist',
  ]);
  const long = `${'line\n'.repeat(maxLines + 1)}`;
  assert.equal(overLong([{ file: 'build.ts', text: long }]), [`build.ts:201: 201 lines, over ${maxLines}`]);
  assert.equal(overLong([{ file: join('src', 'content.ts'), text: long }]), []);
});

guards.run();
