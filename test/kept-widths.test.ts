import { randomUUID } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildFont, WidthUnknown } from '../scripts/generator/fonts/font';

/**
 * Headings give way to a long word by its width in Inter (src/components/fit.ts). The widths measured
 * are kept on disk (scripts/generator/fonts/font.ts): a build whose headings were all measured before
 * loads no measuring font, and a word never measured asks for it (the page is rendered again then).
 */
const widths = suite(
  'kept widths: a word measured once is known to the next build, a new one asks for the font',
);

widths(
  'a new word asks for the measuring font; measured, the next build knows it without the font',
  async () => {
    // Letters of a word no build measured before: a random one.
    const word = `Zq${randomUUID().replace(/[^a-f]/g, '')}`;
    const first = await buildFont([700]);
    assert.throws(
      () => first.measure(word, 700),
      (error: unknown) => error instanceof WidthUnknown,
    );
    await first.measuring();
    const width = first.measure(word, 700);
    assert.ok(width > 1, `${word}: ${width} em`);
    await first.keepWidths();
    const next = await buildFont([700]);
    assert.is(next.measure(word, 700), width, 'kept, without loading the font');
    assert.throws(
      () => next.measure(`${word}x`, 700),
      (error: unknown) => error instanceof WidthUnknown,
    );
  },
);

widths.run();
