import { notFoundScreen, pageTable, type Screen } from '../routes';

/**
 * Each row's screen, by its pattern, and the not-found screen, loaded once as the renderer starts
 * (a top-level await of its bundle): the page table names screens lazily, so that Node steps and
 * tests can read it without the screens' styles.
 */
export const screens: ReadonlyMap<string, Screen> = new Map(
  await Promise.all(pageTable.map(async (row) => [row.pattern, await row.screen()] as const)),
);

export const NotFound = await notFoundScreen();
