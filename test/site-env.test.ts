import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SiteVariables } from '../scripts/env';
import { readSiteEnv } from '../scripts/generator/checks/site-env';

const env = suite('site environment: SITE_URL and BASE_PATH checked, each blamed by name');

type Variables = Partial<SiteVariables>;
const read = (variables: Variables) =>
  readSiteEnv({ SITE_URL: undefined, BASE_PATH: undefined, SITE_HEADERS: undefined, ...variables });

const refusal = (variables: Variables): string => {
  try {
    read(variables);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(variables)} was accepted`);
};

env('a base path and a site address with a path are taken as they are', () => {
  assert.equal(read({ SITE_URL: 'https://jane.github.io/site/' }), {
    siteUrl: 'https://jane.github.io',
    basePath: '/site',
    headers: true,
  });
  assert.is(read({ BASE_PATH: '/my.site/v2' }).basePath, '/my.site/v2');
});

env('a BASE_PATH with "." or ".." folders is refused: links and header rules would lead nowhere', () => {
  for (const BASE_PATH of ['/../../etc', '/./x', '/a/..', '/..']) {
    assert.match(refusal({ BASE_PATH }), `BASE_PATH: "${BASE_PATH}" must be a path like /my-site`);
  }
});

env('a SITE_URL with quotes, markup, a query or a fragment is blamed on SITE_URL', () => {
  for (const SITE_URL of [
    'https://x.example/"><script>',
    'https://x.example/a b',
    'https://x.example/?q=1',
    'https://x.example/#top',
    'https://user:pw@x.example',
  ]) {
    assert.match(refusal({ SITE_URL }), `SITE_URL: "${SITE_URL}" must be the site's address alone`);
  }
});

env.run();
