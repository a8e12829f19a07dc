import { pageLanguage } from './language';

const { prefix } = pageLanguage;

/** The feeds of the posts (of the page's language: /de/rss.xml), by their site paths: written by the build only while a post is published. */
export const feedPaths = {
  rss: `${prefix}/rss.xml`,
  atom: `${prefix}/atom.xml`,
  json: `${prefix}/feed.json`,
} as const;

/** How many of the newest posts the feeds carry, with their whole text. */
export const feedLength = 20;
