import type { Font } from '../fonts/font';
import type { PhotoMemo } from '../photos/photos';
import type { Drawings } from '../host-files/site-files';
import { createTransformCache } from '../bundling/transform-cache';

/**
 * What one builder keeps between its runs (the dev server's rebuilds). Each
 * `createBuilder` makes its own, so two builds in one process never share it.
 */
export const createBuildState = () => ({
  /** Linaria's transform of each file (kept between runs only by the dev server). */
  transforms: createTransformCache(),
  /** The photos last encoded. */
  photos: {} as PhotoMemo,
  /** The icons and social card last drawn. */
  drawings: new Map() as Drawings,
  /** Inter, read and measured, by the heading weights it was measured at. */
  fonts: new Map<string, Promise<Font>>(),
});

export type BuildState = ReturnType<typeof createBuildState>;
