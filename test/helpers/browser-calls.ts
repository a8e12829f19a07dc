import type { Logger } from 'playwright-core';

/**
 * The Playwright calls of this process that have started and not yet ended, by name: what a test
 * that stopped answering was waiting on, for its failure to say. Playwright's own API log feeds it.
 */
const pending = new Map<string, number>();

export const browserCallLog: Logger = {
  isEnabled: (name) => name === 'api',
  log: (_name, _severity, message) => {
    const [, sign, call] = /^(=>|<=) (\S+)/.exec(String(message)) ?? [];
    if (!call) return;
    const open = (pending.get(call) ?? 0) + (sign === '=>' ? 1 : -1);
    if (open > 0) pending.set(call, open);
    else pending.delete(call);
  },
};

/** "page.goto, mouse.move", or a line that says no browser call was under way. */
export function pendingBrowserCalls(): string {
  const calls = [...pending].map(([call, open]) => (open > 1 ? `${call} ×${open}` : call));
  return calls.length > 0
    ? `waiting on the browser: ${calls.join(', ')}`
    : 'no browser call under way (the test’s own code)';
}
