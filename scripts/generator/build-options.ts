/** What a build is asked for: by `npm run build` (./cli.ts), the dev server, and ./generate.ts. */
import type { SiteVariables } from '../env';
import type { Mode } from './bundling/esbuild-shared';

export type BuildOptions = {
  /** Where `run` writes the pages, in one swap; null: kept in memory (./generate.ts). */
  outDir?: string | null;
  /** SITE_URL, BASE_PATH and SITE_HEADERS; the process's own when not given. */
  env?: SiteVariables;
  mode?: Mode;
  quiet?: boolean;
  /** Refuse to build while any of the template's placeholders is still in (`npm run build -- --strict`). */
  strict?: boolean;
  /** A script each page loads, from the site's root whatever the base path (the dev server's live reload). */
  pageScript?: string;
  /** Build the posts marked `draft: true` too, shown as drafts. */
  drafts?: boolean;
  /**
   * A builder that runs again (the dev server, the tests' generator): Linaria's transforms are kept between
   * runs (a save transforms again only the files it changed), and so are the finished pages
   * (./state/build-state.ts).
   */
  keepTransforms?: boolean;
  /** Give each page the whole CSS, not only what it uses (no purge on the way from save to reload). */
  wholeCss?: boolean;
};
