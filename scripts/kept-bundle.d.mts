/** The path of `entry`'s bundle (relative to `root`, the project), made now if no kept one is made from the files as they are. */
export function keptBundle(entry: string, root?: string): Promise<string>;
