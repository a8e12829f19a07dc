import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { focusClass } from '../src/photo-types';
import { fitRules } from '../scripts/generator/pages/fit-rules';

const focus = suite('a cropped picture keeps its focus in view');

focus('a focus names a class; the middle, none, or no focus, none', () => {
  assert.is(focusClass('50% 0%'), 'focus-50-0');
  assert.is(focusClass('12.5% 100%'), 'focus-12p5-100');
  for (const none of ['50% 50%', undefined, 'top', '150% 0%'])
    assert.is(focusClass(none), undefined, String(none));
});

focus('a page gets a rule for each focus class it carries, and for no text that only looks like one', () => {
  const html = `<img class="a ${focusClass('50% 0%')}"><img class="${focusClass('12.5% 100%')} b"><p>focus-10-10</p><h1 class="fit-250">x</h1>`;
  assert.is(
    fitRules(html),
    '.fit-250{font-size:min(var(--size),100cqi/2.5)}' +
      '.focus-12p5-100{object-position:12.5% 100%}.focus-50-0{object-position:50% 0%}',
  );
  assert.is(fitRules('<p class="plain">x</p>'), '');
});

focus.run();
