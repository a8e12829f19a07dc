/**
 * The scripts a first visit to a page downloads: those the page names, and those they import by a
 * relative name (the islands runtime, after `load`). `read` gives a script's text by its URL.
 */
export function loadedScripts(html: string, read: (url: string) => string | undefined): string[] {
  const found = new Set<string>();
  const visit = (url: string) => {
    if (found.has(url)) return;
    const text = read(url);
    if (text === undefined) return;
    found.add(url);
    const dir = url.slice(0, url.lastIndexOf('/') + 1);
    for (const [, name] of text.matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) visit(dir + name);
  };
  for (const [, url] of html.matchAll(/<script type="module" src="([^"]+)"/g)) visit(url!);
  return [...found];
}
