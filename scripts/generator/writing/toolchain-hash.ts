import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';

/**
 * The packages' versions, from the lockfile (package.json where there is none): a cached post or
 * card is made again when the compiler, Shiki or the card's drawing tools change.
 */
export function toolchainHash(): string {
  const file = existsSync('package-lock.json') ? 'package-lock.json' : 'package.json';
  // Read on each build (a millisecond): packages installed while the dev server runs count.
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}
