import { renderToString } from 'react-dom/server';
import { App } from './App';
import { Document, type Assets } from './Document';
import { pagePaths } from './routes';

export type { Assets };

// The build reads content, theme and routes through this bundle, so that it
// and the pages always see one and the same version of the sources.
export * as content from './content';
export * as theme from './theme';
export * as routes from './routes';
export { validateContent, formatProblems, contentFile } from './validate-content';

/** Renders one route to a complete HTML document. Pure: no disk, no globals. */
export function renderPage(path: string, assets: Assets): string {
  return `<!DOCTYPE html>${renderToString(
    <Document assets={assets}>
      <App path={path} />
    </Document>,
  )}`;
}

/** Every page of the site, by URL path. A route that throws fails with its path named. */
export function renderSite(assets: Assets): Map<string, string> {
  const pages = new Map<string, string>();
  for (const path of pagePaths) {
    try {
      pages.set(path, renderPage(path, assets));
    } catch (error) {
      throw new Error(`Rendering ${path} failed: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    }
  }
  return pages;
}
