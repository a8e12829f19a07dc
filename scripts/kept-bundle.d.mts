/**
 * The folder of the bundle of `entries` (each a name and a source file relative to `root`, the
 * project; the bundle has `<name>.mjs` for each), made now if no kept one is made from the files as they are.
 */
export function keptBundle(entries: Record<string, string>, root?: string): Promise<string>;
