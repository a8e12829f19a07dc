import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@babel/parser';

const contentFile = 'src/content.ts';

/** The ways a text can be written as one literal in TypeScript. */
const literals = (text: string) => [
  `'${text.replace(/[\\']/g, '\\$&')}'`,
  `"${text.replace(/[\\"]/g, '\\$&')}"`,
  `\`${text.replace(/[\\`]|\$\{/g, '\\$&')}\``,
];

/** The literal that holds `text` in a project's src/content.ts, if it is written as one. */
export function contentLiteral(dir: string, text: string): string | undefined {
  const source = readFileSync(join(dir, contentFile), 'utf8');
  return literals(text).find((literal) => source.includes(literal));
}

/**
 * Rewrites, in a project's src/content.ts, the literal holding `text` so that
 * it holds `next`; texts built from it (`${owner.name}`) follow by themselves.
 */
export function replaceContentText(dir: string, text: string, next: string): void {
  const literal = contentLiteral(dir, text);
  if (!literal) throw new Error(`${JSON.stringify(text)} is not written as one literal in ${contentFile}`);
  const path = join(dir, contentFile);
  writeFileSync(path, readFileSync(path, 'utf8').split(literal).join(JSON.stringify(next)));
}

type Node = { type: string; start?: number | null; end?: number | null; [key: string]: unknown };

/** The `export const NAME = …` declarations of a TypeScript module, found by parsing it. */
function declaration(source: string, name: string): Node {
  const program = parse(source, { sourceType: 'module', plugins: ['typescript'] }).program;
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration' || node.declaration?.type !== 'VariableDeclaration') continue;
    const declarator = node.declaration.declarations[0];
    if (declarator?.id.type === 'Identifier' && declarator.id.name === name)
      return declarator as unknown as Node;
  }
  throw new Error(`src/content.ts has no "export const ${name}"`);
}

/** The object or array literal inside `as const`, `satisfies …` or a call such as `fixed({…})`. */
export function literal(node: Node): Node {
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')
    return literal(node.expression as Node);
  if (node.type === 'CallExpression') return literal((node.arguments as Node[])[0]!);
  return node;
}

/** A property's key as written: `name:` or `"name":` (JSON). */
const keyOf = (key: Node) => (key.type === 'StringLiteral' ? key.value : key.name) as string | undefined;

/** The node of `path` ('owner.name', 'about.skills.groups[1].items[2]') in a content module. */
export function valueNode(source: string, path: string): Node {
  const [name, ...keys] = path.split(/\.|(?=\[)/);
  let node = declaration(source, name!).init as Node;
  for (const key of keys) {
    node = literal(node);
    const index = /^\[(\d+)\]$/.exec(key)?.[1];
    const next =
      index !== undefined
        ? (node.elements as Node[] | undefined)?.[Number(index)]
        : ((node.properties as Node[] | undefined)?.find(
            (p) => p.type === 'ObjectProperty' && keyOf(p.key as Node) === key,
          )?.value as Node | undefined);
    if (!next) throw new Error(`src/content.ts: ${path} is not written out as a literal`);
    node = next;
  }
  return node;
}

/**
 * `source` with the value written at `path` replaced by the TypeScript text `value`; what wraps
 * the literal there (`as const`, `satisfies …`, `fixed(…)`) stays.
 */
export function replaceValue(source: string, path: string, value: string): string {
  const node = literal(valueNode(source, path));
  return source.slice(0, node.start!) + value + source.slice(node.end!);
}

/**
 * Sets the value at `path` ('owner.resume', 'portfolioItems') in a project's src/content.ts to
 * `value`, written as JSON: a test's own input, whatever the owner wrote there before.
 */
export function setContentValue(dir: string, path: string, value: unknown): void {
  const file = join(dir, contentFile);
  writeFileSync(file, replaceValue(readFileSync(file, 'utf8'), path, JSON.stringify(value, null, 2)));
}
