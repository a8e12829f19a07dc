import type sharp from 'sharp';

let loaded: Promise<typeof sharp> | undefined;

/**
 * sharp, loaded when first used: a build whose photos, pictures, cards and icons all come from the
 * cache never loads it (0.17 s, and libvips' threads).
 */
export const loadSharp = () => (loaded ??= import('sharp').then((module) => module.default));
