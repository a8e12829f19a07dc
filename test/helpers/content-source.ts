import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
