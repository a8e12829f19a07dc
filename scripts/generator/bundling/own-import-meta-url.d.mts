import type { Plugin } from 'esbuild';

/** See ./own-import-meta-url.mjs. */
export declare const ownImportMetaUrl: (entry?: string) => Plugin;
