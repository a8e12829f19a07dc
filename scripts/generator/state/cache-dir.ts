/**
 * Every file a build keeps between runs lives under this one folder, a subfolder per kind:
 * `npm run clean` (scripts/clean.ts) removes it whole, and nothing is lost but time.
 */
export const cacheRoot = 'node_modules/.cache/site';

/** The folder of one kind of kept file: `keptDir('photos')`. */
export const keptDir = (kind: string) => `${cacheRoot}/${kind}`;
