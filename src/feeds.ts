/** The feeds of the posts, by their site paths: written by the build only while a post is published. */
export const feedPaths = { rss: '/rss.xml', atom: '/atom.xml', json: '/feed.json' } as const;

/** How many of the newest posts the feeds carry, with their whole text. */
export const feedLength = 20;
