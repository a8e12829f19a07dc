/**
 * The drawer's place, as expressions any browser evaluates (Playwright's `evaluate`, WebDriver's
 * `return …`), whichever side it opens from: the left, or the right on a site written right to left.
 */
const rect = `document.querySelector('#site-menu').getBoundingClientRect()`;

/** True once the drawer is wholly in view. */
export const drawerInView = `((r) => r.x >= 0 && r.right <= innerWidth)(${rect})`;

/**
 * True once the drawer is wholly out of view, on the side it came from. Against the page's width
 * without its scrollbar: a drawer put away to the right waits there, beside a classic scrollbar
 * (Firefox on Linux), not beyond it.
 */
export const drawerAway = `((r) => r.right <= 0 || r.x >= document.documentElement.clientWidth)(${rect})`;

/** An x of the backdrop beside the open drawer: the middle of the wider part of the window it leaves. */
export const backdropX = `((r) => Math.round(r.x > innerWidth - r.right ? r.x / 2 : (r.right + innerWidth) / 2))(${rect})`;
