import type sharp from 'sharp';

let loaded: Promise<typeof sharp> | undefined;

/**
 * sharp, loaded when first used: a build whose photos, pictures, cards and icons all come from the
 * cache never loads it (0.17 s, and libvips' threads).
 */
export const loadSharp = () =>
  (loaded ??= import('sharp').then(({ default: sharp }) => {
    // libvips' cache of operations keeps their images (up to 50 MB) for a repeat that a build, which
    // makes each file once, never asks for.
    sharp.cache(false);
    return sharp;
  }));
