/** What a build is asked for: by `npm run build` (./cli.ts), the dev server, and ./generate.ts. */
import type { SiteVariables } from '../env';
import type { Mode } from './bundling/esbuild-shared';

export type BuildOptions = {
  /** Where the pages are written (in one swap; the dev server's folder file by file); null: kept in memory (./generate.ts). */
  outDir?: string | null;
  /** SITE_URL, BASE_PATH and SITE_HEADERS; the process's own when not given. */
  env?: SiteVariables;
  mode?: Mode;
  quiet?: boolean;
  /** Refuse to build while any of the template's placeholders is still in (`npm run build -- --strict`). */
  strict?: boolean;
  /** `npm run dev`: keep Linaria's transforms between runs and add this live-reload script to each page. */
  devScript?: string;
};
