import { inOwnProcess } from '../other-cores';
import { keptFiles } from '../state/kept-results';

/**
 * A font (`source`) cut to each of `texts`: from the cache in `dir` by `key`, the others cut together
 * by subset-font with `options` in a process of the pool (../other-cores.ts). HarfBuzz's and the WOFF2
 * compressor's WebAssembly memory is never given back: cut in the build's own process, it was 140 MB
 * of a cold build's peak (1,000 posts).
 */
export async function cutInPool(
  source: Buffer,
  texts: readonly string[],
  { dir, key, options }: { dir: string; key: (text: string) => string; options: object },
): Promise<Buffer[]> {
  const kept = keptFiles(dir);
  const keys = texts.map(key);
  const cuts = await Promise.all(keys.map((name) => kept.find(name)));
  const missing = [...cuts.keys()].filter((i) => !cuts[i]);
  if (missing.length > 0) {
    const jobs = { source, texts: missing.map((i) => texts[i]!), options };
    await inOwnProcess('subsetFonts', jobs, ({ index, font }) => (cuts[missing[index]!] = Buffer.from(font)));
    await Promise.all(missing.map((i) => kept.keep(keys[i]!, cuts[i]!)));
  }
  return cuts as Buffer[];
}
