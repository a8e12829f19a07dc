import type { Assets } from '../../../src/render/render';
import type { Renderer } from '../bundling/bundle-renderer';

/** A page's draft as rendered: its HTML and the post bodies it showed, by file. */
type Rendered = { html: string; bodies: ReadonlyMap<string, string> };

/** What every page's HTML is made from, but its path and the bodies it shows. */
type Inputs = { renderer: Renderer; assets: string; measure: Assets['measure'] };

const assetsKey = (assets: Assets) => JSON.stringify({ ...assets, measure: undefined });

/**
 * A builder's pages between its runs (the dev server's saves): a page is rendered again only when
 * the renderer (its bundle), the assets or one of the post bodies it showed changed. A save of one
 * post's text renders that post's page and the pages that show it, not every page, and what is
 * derived from a page's HTML (its text, its head, the finished page) is kept with it while the
 * HTML is the same.
 */
export function createPageMemo() {
  let inputs: Inputs | undefined;
  let bodies: ReadonlyMap<string, string> = new Map();
  const drafts = new Map<string, Rendered>();
  const derived = new Map<
    string,
    { html: string; values: Map<string, { key: readonly unknown[]; value: unknown }> }
  >();

  const kept = new Map<string, { key: readonly unknown[]; value: unknown }>();
  const same = (a: readonly unknown[], b: readonly unknown[]) =>
    a.length === b.length && a.every((part, i) => part === b[i]);

  const unchanged = (page: Rendered | undefined): page is Rendered =>
    page !== undefined && [...page.bodies].every(([file, code]) => bodies.get(file) === code);

  return {
    /** Begins a run: with another renderer or other assets, no page of before is kept. */
    start(renderer: Renderer, assets: Assets, runBodies: ReadonlyMap<string, string>) {
      const next = { renderer, assets: assetsKey(assets), measure: assets.measure };
      if (
        !inputs ||
        inputs.renderer !== next.renderer ||
        inputs.measure !== next.measure ||
        inputs.assets !== next.assets
      )
        drafts.clear();
      inputs = next;
      bodies = runBodies;
    },
    /** The draft of the page at `path`, rendered by `render` unless it is as before. */
    page(path: string, render: () => Rendered): string {
      const before = drafts.get(path);
      if (unchanged(before)) return before.html;
      const page = render();
      // React's renderToString builds the HTML by appending, a string of thousands of pieces that V8
      // keeps as pieces (32 bytes each) until a read makes it one: charCodeAt makes it so in place.
      // A thousand posts' pages held 76 MB less at the build's peak.
      page.html.charCodeAt(0);
      drafts.set(path, page);
      return page.html;
    },
    /**
     * A value made from a page's HTML by `make` (its text, its head), kept while the HTML and each
     * of `key`'s parts are the same.
     */
    derived<T>(path: string, html: string, name: string, make: () => T, key: readonly unknown[] = []): T {
      let entry = derived.get(path);
      if (!entry || entry.html !== html) derived.set(path, (entry = { html, values: new Map() }));
      const before = entry.values.get(name);
      if (before && same(before.key, key)) return before.value as T;
      const value = make();
      entry.values.set(name, { key, value });
      return value;
    },
    /** A value of the whole site made by `make` (the CSS purges), kept while each of `key`'s parts is the same. */
    kept<T>(name: string, key: readonly unknown[], make: () => T): T {
      const before = kept.get(name);
      if (before && same(before.key, key)) return before.value as T;
      const value = make();
      kept.set(name, { key, value });
      return value;
    },
  };
}

export type PageMemo = ReturnType<typeof createPageMemo>;
