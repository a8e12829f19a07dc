import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

let known: string | undefined;

/**
 * The packages' versions, from the lockfile (package.json where there is none): a cached post or
 * card is made again when the compiler, Shiki or the card's drawing tools change.
 */
export function toolchainHash(): string {
  const file = existsSync('package-lock.json') ? 'package-lock.json' : 'package.json';
  known ??= createHash('sha256').update(readFileSync(file)).digest('hex');
  return known;
}
