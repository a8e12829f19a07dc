import { join } from 'node:path';

/**
 * The build the tests read, made by ./run-tests.ts with the site variables unset (its own folder:
 * the owner's dist/, perhaps built with their SITE_URL, is never replaced by a test run).
 */
export const testSiteDir = join('test-results', 'site');
