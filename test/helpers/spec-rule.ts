/**
 * How test/spec-rules.test.ts reports a rule of the spec that fails: as the owner's departure,
 * naming the field they changed, when that field no longer says what the spec says; as a bug of the
 * site when the field still does and the page departs all the same.
 */
import * as assert from 'uvu/assert';

const ruleFile = 'test/spec-rules.test.ts';

/** A rule of the spec broken by the owner's content: it says so in one line, with the field. */
export class Departure extends assert.Assertion {
  constructor(field: string, section: string, got: unknown) {
    const shown = JSON.stringify(got);
    const value = shown === undefined || shown.length <= 90 ? shown : `${shown.slice(0, 87)}...`;
    super({
      message: `${field} departs from spec ${section}${value === undefined ? '' : ` (found ${value})`}: expected if you changed it on purpose; the rule is in ${ruleFile}`,
      generated: false,
      operator: '',
      expects: undefined,
      actual: got,
    });
    // The message is the whole report: no stack, no diff.
    this.stack = this.message;
  }
}

/**
 * Wraps a rule's check: a failed assertion in it becomes a Departure naming `field` (a field of
 * src/content.ts, or of src/theme.ts when it starts with "theme."), `section` of the spec, and the
 * value the check found. A check may throw its own Departure to name a more exact field.
 */
export const rule =
  (section: string, field: string, check: () => void | Promise<void>, fieldHolds?: () => boolean) =>
  async () => {
    try {
      await check();
    } catch (error) {
      if (error instanceof Departure || !(error instanceof assert.Assertion)) throw error;
      const file = field.startsWith('theme.') ? `src/theme.ts ${field.slice(6)}` : `src/content.ts ${field}`;
      // A page that departs while its field still says what the spec says: the site's bug, not the owner's edit.
      if (fieldHolds?.()) {
        error.message = `BUG, not an edit of yours: ${file} still says what spec ${section} says, yet the page departs: ${error.message}`;
        throw error;
      }
      throw new Departure(file, section, (error as { actual?: unknown }).actual);
    }
  };

/** A field of src/content.ts that must be `expected`: else a Departure naming that field itself. */
export const fieldIs = (section: string, field: string, actual: unknown, expected: unknown) => {
  if (actual !== expected) throw new Departure(`src/content.ts ${field}`, section, actual);
};
