/**
 * `npm run dev`'s build, composed of the generator's steps: the site made in memory by a builder that
 * keeps Linaria's transforms between saves, builds the drafts, gives each page the whole CSS and the
 * live-reload script; then only the files that changed written to the dev server's folder. No check
 * or report of `npm run build` stands between a save and the reload.
 */
import { createBuilder } from '../../build';
import type { VirtualFiles } from '../generator/project-files';
import { createDirSync } from './dir-sync';

export async function createDevBuilder({
  outDir,
  pageScript,
}: {
  outDir: string;
  /** The live-reload client's address, from the site's root. */
  pageScript: string;
}) {
  const builder = await createBuilder({
    outDir: null,
    mode: 'development',
    quiet: true,
    pageScript,
    drafts: true,
    keepTransforms: true,
    wholeCss: true,
  });
  // The folder is the dev server's own: a save writes only what changed, not a whole new dist/.
  const writeChanged = createDirSync();
  return {
    async run(files: VirtualFiles = {}) {
      const made = await builder.make(files);
      await made.timed('write', writeChanged(outDir, made.files));
      return { milliseconds: performance.now() - made.started, steps: made.steps };
    },
    dispose: builder.dispose,
  };
}
