/** What of src/routes.ts the rules are read from. */
export type PageRoutes = {
  pageTable: readonly { pattern: string }[];
  pagePaths: readonly string[];
  isIndexable: (path: string) => boolean;
  outputFile: (path: string) => string;
};

/**
 * The `_headers` paths that together match every page: a row of the page table with a parameter
 * (`/writing/:slug`) gives its section's splat (`/writing/*`), the others their own address, so a thousand
 * posts are one rule (Cloudflare Pages applies only the first 100). A splat is the prefix before the first
 * parameter, kept only when no shorter one covers it (`/writing/page/*` is inside `/writing/*`): two rules
 * setting one header on a path, Cloudflare would join them with a comma. A row whose parameter is its
 * first segment would give `/*`, every file: its pages keep their own rules. The not-found pages are
 * named by their files (`/404.html`), the address hosts fetch them at.
 */
export function pageRules({ pageTable, pagePaths, isIndexable, outputFile }: PageRoutes): string[] {
  const prefixes = pageTable
    .map(({ pattern }) => pattern.slice(0, pattern.indexOf('/:') + 1))
    .filter((prefix) => prefix.length > 1);
  const sections = [...new Set(prefixes)].filter(
    (prefix, _, all) => !all.some((other) => other !== prefix && prefix.startsWith(other)),
  );
  const rules = pagePaths.map((path) => {
    const address = isIndexable(path) ? path : `/${outputFile(path)}`;
    const section = sections.find((prefix) => address.startsWith(prefix));
    return section ? `${section}*` : address;
  });
  return [...new Set(rules)];
}
