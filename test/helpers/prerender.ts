import type { CdpTab } from '../../scripts/cdp';

/** Opens the site menu with a click and resolves once it is open (focus moved into it). */
export async function openMenu(tab: CdpTab) {
  await tab.click('button[aria-controls="site-menu"]');
  await tab.until(`document.getElementById('site-menu').contains(document.activeElement)`);
}

/**
 * On `from`, opens the menu and rests the pointer on the entry for `href`
 * (`moderate` eagerness: intent), then waits until that page is prerendered and
 * loaded. Resolves with the session of the prerendered page.
 */
export async function prerenderFromMenu(tab: CdpTab, origin: string, from: string, href: string) {
  await tab.goto(`${origin}${from}`);
  await tab.until(`document.documentElement.hasAttribute('data-hydrated')`);
  await openMenu(tab);
  const url = new URL(href, origin).href;
  await tab.hover(`#site-menu a[href="${href}"]`);
  // A prerendered page attaches before it has an address: ask each one where it is.
  const end = Date.now() + 10_000;
  for (;;) {
    for (const { sessionId, targetInfo } of tab.sessions) {
      if (targetInfo.subtype !== 'prerender') continue;
      await tab.send('Runtime.enable', {}, sessionId).catch(() => {});
      const at = await tab.evaluate('location.href', sessionId).catch(() => '');
      if (at === url) {
        await tab.until(`document.prerendering && document.readyState === 'complete'`, {
          session: sessionId,
        });
        return sessionId;
      }
    }
    if (Date.now() > end) throw new Error(`${url} was not prerendered`);
    await new Promise((later) => setTimeout(later, 25));
  }
}
