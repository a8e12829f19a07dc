/**
 * The one script every page names (under 1 KB). It fetches the islands'
 * runtime, React and the two islands, once the page has loaded and painted:
 * React's 60 KB then never shares the network with the HTML, font and photo
 * the first paint needs, and its evaluation never delays that paint. Until it arrives the
 * islands are static HTML that already works: the menu opens through :target
 * (src/islands/Drawer.tsx) and the headline shows its first phrase. A key
 * press or a touch starts the download at once, and so does a page whose
 * `load` is held up, after a few seconds, by a slow third-party image.
 */

/** The runtime's content-hashed file name, defined by the build (scripts/generator/bundling/bundle-browser.ts). */
declare const __ISLANDS_RUNTIME__: string;
const runtimeFile = __ISLANDS_RUNTIME__;
const latestStartMs = 3000;
const intents = ['keydown', 'pointerdown', 'touchstart'] as const;

declare global {
  interface Document {
    /** Speculation Rules (Chromium 108+); not yet in TypeScript's DOM types. */
    readonly prerendering?: boolean;
  }
}

// A prerendered page runs its CSS animations while hidden (Chromium): its fade would be over before
// the visitor sees it. Hold the fade at its start until the page is shown (spec §4).
if (document.prerendering) {
  const fades = document.querySelector('main')?.getAnimations() ?? [];
  for (const fade of fades) {
    fade.pause();
    fade.currentTime = 0;
  }
  const show = () => {
    for (const fade of fades) {
      fade.currentTime = 0;
      fade.play();
    }
  };
  document.addEventListener('prerenderingchange', show, { once: true });
}

let started = false;
let failures = 0;
function start(): void {
  if (started) return;
  started = true;
  for (const type of intents) removeEventListener(type, start, true);
  // Relative to this file, so a site under a base path finds it too. Some browsers remember a failed
  // module fetch by its address, so a retry (on the next key press or touch) asks for a new one.
  const url = new URL(runtimeFile, import.meta.url);
  if (failures) url.search = `retry=${failures}`;
  import(url.href).catch(() => {
    failures += 1;
    started = false;
    listenForIntent();
  });
}

function listenForIntent(): void {
  for (const type of intents) addEventListener(type, start, { capture: true, passive: true });
}

const loaded = new Promise<void>((done) => {
  if (document.readyState === 'complete') done();
  else addEventListener('load', () => done(), { once: true });
});
// `load` can come before the first paint is on screen (a fast network, a slow phone).
const painted = new Promise<void>((done) => {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return done();
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    done();
  }).observe({ type: 'paint', buffered: true });
});
void Promise.all([loaded, painted]).then(() => setTimeout(start));
listenForIntent();
setTimeout(start, latestStartMs);
