import type { ComponentType } from 'react';
import { Drawer, type DrawerProps } from './Drawer';
import { RotatingHeadline, type RotatingHeadlineProps } from './RotatingHeadline';

/** The only components hydrated in the browser; everything else is static HTML. */
export const islands = {
  drawer: Drawer,
  headline: RotatingHeadline,
} satisfies Record<string, ComponentType<never>>;

export type IslandName = keyof typeof islands;

export type IslandProps = {
  drawer: DrawerProps;
  headline: RotatingHeadlineProps;
};
