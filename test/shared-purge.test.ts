import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { markupOf, sharedPurge } from '../scripts/generator/pages/shared-purge';

const shared = suite('shared purge: posts of one structure are purged once');
const css = '.post{color:red}.table-wrap table{border:0}@media (min-width:900px){.wide{width:50%}}';

shared('pages whose markup names the same selectors share one purge, whatever their words', async () => {
  const seen: string[] = [];
  const purge = sharedPurge(css, async (html) => (seen.push(html), `purged ${seen.length}`));
  const one = await purge('<div class="post"><p>A table of results, wide and red.</p></div>');
  const two = await purge('<div class="post"><p>Other words entirely.</p></div>');
  assert.is(one, two);
  assert.equal(seen, ['<div class="post"><p></p></div>']);
});

shared('a page naming another selector gets its own purge', async () => {
  const seen: string[] = [];
  const purge = sharedPurge(css, async (html) => (seen.push(html), html));
  await purge('<div class="post"></div>');
  await purge('<div class="post"><div class="table-wrap"><table></table></div></div>');
  assert.is(seen.length, 2);
});

shared('a word a partial attribute selector may match keeps its page apart', async () => {
  let calls = 0;
  const purge = sharedPurge("a[href^='http']::after{content:attr(href)}", async () => String(++calls));
  await purge('<a href="/about"></a>');
  await purge('<a href="/contact"></a>');
  await purge('<a href="https://example.com"></a>');
  assert.is(calls, 2);
});

shared(
  'with its text: a page is purged whole, and shares only with pages whose words name the same selectors',
  async () => {
    const seen: string[] = [];
    const purge = sharedPurge(css, async (html) => (seen.push(html), html), { withText: true });
    const edited = '<div class="post"><p>Jane Doe</p></div>';
    await purge('<div class="post"><p>Ada Lovelace</p></div>');
    assert.is(await purge(edited), seen[0], 'a new name names no selector: the purge of before');
    // A word of the text that a selector names keeps its rule (PurgeCSS reads text too): its own purge.
    const named = '<div class="post"><p>A wide table</p></div>';
    assert.is(await purge(named), named);
    assert.equal(seen, ['<div class="post"><p>Ada Lovelace</p></div>', named]);
  },
);

shared('the markup keeps tags and attributes, not text', () => {
  assert.is(markupOf('<p class="a">table <b>wide</b></p>'), '<p class="a"><b></b></p>');
});

shared.run();
