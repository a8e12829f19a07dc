import type { Assets } from '../../../src/render/render';

const kinds = ['postCards', 'postPhotos'] as const;
type Kind = (typeof kinds)[number];

/** The posts' cards and pictures a page showed: each by its kind and name, with what it was (JSON). */
export type AssetsRead = [kind: Kind, name: string, value: string][];

/**
 * The posts' cards and pictures as the pages look them up, each look recorded (./page-memo.ts): a page
 * is rendered again when one it showed changed, not when any did. An edited title draws its post a new
 * card, which only the post's own page names: with the cards in the memo's key, it rendered all 1,309
 * pages of a thousand posts again (5.3 s).
 */
export function assetsRead() {
  let current: Pick<Assets, Kind> = {};
  let reads: AssetsRead | undefined;
  const recorded = <T extends object>(kind: Kind, map: T | undefined) =>
    map &&
    new Proxy(map, {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (reads && typeof name === 'string') reads.push([kind, name, JSON.stringify(value ?? null)]);
        return value;
      },
    });
  return {
    /** `assets` as the pages get them (the maps looked up recorded), and as the memo's key holds them (without). */
    start(assets: Assets): { recording: Assets; keyed: Assets } {
      current = { postCards: assets.postCards, postPhotos: assets.postPhotos };
      const recording = { ...assets };
      for (const kind of kinds) Object.assign(recording, { [kind]: recorded(kind, assets[kind]) });
      return { recording, keyed: { ...assets, postCards: undefined, postPhotos: undefined } };
    },
    /** `render`'s result, and the cards and pictures it looked up. */
    reading<T>(render: () => T): { result: T; read: AssetsRead } {
      const outer = reads;
      const read: AssetsRead = (reads = []);
      try {
        return { result: render(), read };
      } finally {
        reads = outer;
      }
    },
    /** Whether each card and picture in `read` is what it was. */
    same: (read: AssetsRead = []) =>
      read.every(([kind, name, value]) => JSON.stringify(current[kind]?.[name] ?? null) === value),
  };
}
