import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Departure, rule } from './helpers/spec-rule';

/**
 * Who a failed spec rule blames (./helpers/spec-rule.ts): the owner, by the field they changed,
 * only when that field departs; a page that departs while its field holds (a broken CSP hash
 * refusing the theme's CSS) is the site's bug.
 */
const blame = suite('spec rules: a failure blames the right party');

const failing = () => assert.is('16px', '1.1rem', 'the body text');

blame('a rule whose field departs names the field as the owner’s change', async () => {
  try {
    await rule('§9 theme', 'theme.font', failing, () => false)();
    assert.unreachable('the rule failed');
  } catch (error) {
    assert.instance(error, Departure);
    assert.match((error as Error).message, 'src/theme.ts font departs from spec §9 theme');
    assert.match((error as Error).message, 'expected if you changed it on purpose');
  }
});

blame('a page that departs while its field holds is called a bug, not the owner’s change', async () => {
  try {
    await rule('§9 theme', 'theme.font', failing, () => true)();
    assert.unreachable('the rule failed');
  } catch (error) {
    assert.not.instance(error, Departure);
    assert.match((error as Error).message, /^BUG, not an edit of yours: src\/theme\.ts font still says/);
    assert.match((error as Error).message, 'the body text');
    assert.not.match((error as Error).message, 'on purpose');
  }
});

blame('a rule that holds passes, whoever would be blamed', async () => {
  await rule(
    '§9 theme',
    'theme.font',
    () => {},
    () => true,
  )();
  await rule('§9 theme', 'theme.font', () => {})();
});

blame.run();
