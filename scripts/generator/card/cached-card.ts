import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { keptDir } from '../state/cache-dir';
import { keptFiles } from '../state/kept-results';
import { toolchainHash } from '../writing/toolchain-hash';
import type { CardFonts } from './card-fonts';
import { socialCard, type CardValues } from './social-card';

/** The cards drawn, by what each is drawn from (`cardFile`), kept on disk, and in memory if `remember`. */
export const keptCards = (remember = true) => keptFiles(keptDir('cards'), { remember });

/** The card pipeline's own code and the packages' versions: a change to either draws every card again. */
export function pipelineHash(): string {
  const hash = createHash('sha256');
  // The card's drawing, and the fonts' choosing and making (which font draws which character).
  for (const dir of ['scripts/generator/card', 'scripts/generator/fonts'])
    for (const file of readdirSync(dir).sort()) hash.update(file).update(readFileSync(join(dir, file)));
  return hash.update(toolchainHash()).digest('hex');
}

/** A card's name in the cache, made of what it is drawn from. */
export const cardFile = (pipeline: string, values: CardValues) =>
  `${createHash('sha256')
    .update(JSON.stringify([pipeline, values.name, values.role, values.colors, values.lang]))
    .digest('hex')
    .slice(0, 32)}.jpg`;

/**
 * The site's card, read from the cache when drawn before from the same name, role, colours,
 * language and pipeline: laying out its text took about a second of every build and of every
 * test process that builds the site.
 */
export const cachedSocialCard = async (
  values: CardValues,
  inter: CardFonts['inter'],
  noto: CardFonts['noto'],
) => keptCards().get(cardFile(pipelineHash(), values), () => socialCard(values, inter, noto));
