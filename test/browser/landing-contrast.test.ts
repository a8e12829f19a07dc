import type { Page } from 'playwright-core';
import sharp from 'sharp';
import * as assert from 'uvu/assert';
import { landing } from '../../src/content';
import { pathOf } from '../../src/routes';
import { browserSuite, closePage, openPage } from '../helpers/browser';
import { channel, luminance, parseRgb } from '../helpers/contrast';
import { landingViewports } from '../helpers/landing';

const { test: page, env } = browserSuite('browser: the landing page, text contrast over the photo');

/** A measured text: its selector on the landing page, and the least contrast it must have. */
type Target = { name: string; selector: string; least: number; text: boolean };

const targets: Target[] = [
  { name: 'greeting', selector: 'h1 > [aria-hidden="true"]', least: 4.5, text: true },
  { name: 'phrase', selector: '[data-phrase-index]', least: 4.5, text: true },
  ...landing.buttons.map((b) => ({
    name: b.label,
    selector: `main a[href="${pathOf(b.page)}"]`,
    least: 4.5,
    text: true,
  })),
  // An icon: 3:1 (WCAG 1.4.11).
  { name: 'pause control', selector: 'main button[aria-label]', least: 3, text: false },
];

type Rect = { left: number; top: number; right: number; bottom: number };
type Placed = {
  color: string;
  /** Where the page is scrolled once the text is in view (scrolled to each in turn, as a visitor would). */
  scroll: [number, number];
  /** The box of the glyphs themselves, not of the element (a button's border is not behind its text). */
  box: Rect;
  /** As far as its paint may reach when it shows: its boxes and glyphs, and their shadows. */
  paint: Rect;
  /** Whether it holds, or is inside, each target (the greeting holds the phrase). */
  nested: boolean[];
};

/**
 * In the page: each target scrolled into view in turn (as a locator's scrollIntoViewIfNeeded does,
 * centred if it is not), then its colour, its box and how far its paint reaches.
 */
function place(selectors: string[]): Placed[] {
  const elements = selectors.map((selector) => document.querySelector(selector)!);
  return elements.map((el) => {
    (el as Element & { scrollIntoViewIfNeeded(center: boolean): void }).scrollIntoViewIfNeeded(true);
    const range = document.createRange();
    range.selectNodeContents(el);
    const glyphs = range.getBoundingClientRect();
    const nodes = [el, ...el.querySelectorAll('*')];
    // A shadow's blur fades out within twice its radius (its deviation is half the radius).
    let shadow = 0;
    for (const node of nodes) {
      const style = getComputedStyle(node);
      for (const shadows of [style.textShadow, style.boxShadow]) {
        if (shadows === 'none') continue;
        for (const one of shadows.split(/,(?![^(]*\))/)) {
          const [x = 0, y = 0, blur = 0, spread = 0] = [...one.matchAll(/(-?[\d.]+)px/g)].map((m) =>
            Math.abs(Number(m[1])),
          );
          shadow = Math.max(shadow, Math.max(x, y) + 2 * blur + spread);
        }
      }
    }
    // Its glyphs and every box in it; a few pixels more for glyphs that overhang their line box.
    const rects = [glyphs, ...nodes.map((node) => node.getBoundingClientRect())];
    const by = shadow + 4;
    return {
      color: getComputedStyle(el).color,
      scroll: [scrollX, scrollY] as [number, number],
      box: { left: glyphs.left, top: glyphs.top, right: glyphs.right, bottom: glyphs.bottom },
      paint: {
        left: Math.min(...rects.map((r) => r.left)) - by,
        top: Math.min(...rects.map((r) => r.top)) - by,
        right: Math.max(...rects.map((r) => r.right)) + by,
        bottom: Math.max(...rects.map((r) => r.bottom)) + by,
      },
      nested: elements.map((other) => other !== el && (other.contains(el) || el.contains(other))),
    };
  });
}

const overlap = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The targets in groups that can be photographed at once, each text hidden in turn over what it
 * would be alone: in one group, all scrolled to the same place, none holds another, and none's paint
 * (glyphs, boxes, shadows), hidden with it, reaches another's box. Else a text goes in a group of its
 * own, as when every text had its own photograph.
 */
function groups(placed: Placed[]): number[][] {
  const together = (a: number, b: number) =>
    placed[a]!.scroll.join() === placed[b]!.scroll.join() &&
    !placed[a]!.nested[b] &&
    !overlap(placed[a]!.paint, placed[b]!.box) &&
    !overlap(placed[b]!.paint, placed[a]!.box);
  const made: number[][] = [];
  placed.forEach((_, i) => {
    const group = made.find((members) => members.every((j) => together(i, j)));
    if (group) group.push(i);
    else made.push([i]);
  });
  return made;
}

/**
 * In the page: scrolled to `at`, each of `selectors`' text made transparent and its shadows none,
 * with everything in it (`hidden`), or shown again.
 */
function hide([selectors, hidden, at]: [string[], boolean, [number, number]?]) {
  if (at) scrollTo(...at);
  for (const selector of selectors) {
    const el = document.querySelector(selector)!;
    for (const node of [el, ...el.querySelectorAll('*')]) {
      const style = (node as HTMLElement).style;
      if (hidden) {
        style.setProperty('color', 'transparent', 'important');
        style.setProperty('text-shadow', 'none', 'important');
      } else {
        style.removeProperty('color');
        style.removeProperty('text-shadow');
      }
    }
  }
}

/** Each channel's value made linear (../helpers/contrast.ts), once for all pixels. */
const channelLuminance = Array.from({ length: 256 }, (_, v) => channel(v));

/**
 * The lowest contrast between each target's colour and any pixel behind its glyphs: the texts of a
 * group are made transparent (shadows too), the region around them photographed once, every pixel
 * of each box tried.
 */
async function worstContrasts(p: Page): Promise<number[]> {
  const selectors = targets.map((t) => t.selector);
  // In view and drawn, as a locator waits for before it scrolls (the pause control shows once hydrated).
  await p.waitForFunction(
    (all) =>
      all.every((selector) => {
        const el = document.querySelector(selector);
        const box = el?.getBoundingClientRect();
        return el && box!.width > 0 && box!.height > 0 && getComputedStyle(el).visibility === 'visible';
      }),
    selectors,
  );
  const placed = await p.evaluate(place, selectors);
  const worst: number[] = [];
  for (const group of groups(placed)) {
    const members = group.map((i) => selectors[i]!);
    await p.evaluate(hide, [members, true, placed[group[0]!]!.scroll] as Parameters<typeof hide>[0]);
    // The region of the group's boxes, in whole pixels, as a clipped screenshot takes each box.
    const whole = (r: Rect) => ({
      left: Math.floor(r.left + 1e-3),
      top: Math.floor(r.top + 1e-3),
      right: Math.ceil(r.right - 1e-3),
      bottom: Math.ceil(r.bottom - 1e-3),
    });
    // What is out of view is left out, as a clipped screenshot leaves it out.
    const { width, height } = p.viewportSize()!;
    const boxes = group.map((i) => {
      const box = whole(placed[i]!.box);
      return {
        left: Math.max(box.left, 0),
        top: Math.max(box.top, 0),
        right: Math.min(box.right, width),
        bottom: Math.min(box.bottom, height),
      };
    });
    const region = {
      left: Math.min(...boxes.map((b) => b.left)),
      top: Math.min(...boxes.map((b) => b.top)),
      right: Math.max(...boxes.map((b) => b.right)),
      bottom: Math.max(...boxes.map((b) => b.bottom)),
    };
    const clip = {
      x: region.left,
      y: region.top,
      width: region.right - region.left,
      height: region.bottom - region.top,
    };
    const shot = await p.screenshot({ clip, animations: 'disabled' });
    await p.evaluate(hide, [members, false] as Parameters<typeof hide>[0]);
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    group.forEach((i, k) => {
      const text = luminance(parseRgb(placed[i]!.color));
      const box = boxes[k]!;
      let ratio = Infinity;
      for (let row = box.top - region.top; row < box.bottom - region.top; row++)
        for (let col = box.left - region.left; col < box.right - region.left; col++) {
          const at = (row * info.width + col) * info.channels;
          const behind =
            0.2126 * channelLuminance[data[at]!]! +
            0.7152 * channelLuminance[data[at + 1]!]! +
            0.0722 * channelLuminance[data[at + 2]!]!;
          const [hi, lo] = text > behind ? [text, behind] : [behind, text];
          ratio = Math.min(ratio, (hi + 0.05) / (lo + 0.05));
        }
      worst[i] = ratio;
    });
  }
  return worst;
}

export const measuredContrast: Record<string, number> = {};

/** A pure white photo: the worst case for light text, whatever the owner's photos are. */
const whitePhoto = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ffffff' } })
  .jpeg()
  .toBuffer();

for (const [{ viewport }, backdrop] of landingViewports.flatMap(
  (c) =>
    [
      [c, 'photo'],
      [c, 'white photo'],
    ] as const,
)) {
  page(
    `at ${viewport.width}x${viewport.height} every text over the ${backdrop} is at least 4.5:1`,
    async () => {
      const { page: p } = await openPage(env.browser, `${env.origin}/`, {
        viewport,
        reducedMotion: 'reduce',
        waitForIslands: false,
        before: (tab) =>
          backdrop === 'white photo'
            ? tab.route(/\/assets\/photos\/landing-/, (route) =>
                route.fulfill({ body: whitePhoto, contentType: 'image/jpeg' }),
              )
            : Promise.resolve(),
      });
      await p.locator('main picture img').evaluate((el: HTMLImageElement) => el.decode());
      const worst = await worstContrasts(p);
      targets.forEach(({ name, least, text }, i) => {
        const ratio = worst[i]!;
        if (text) measuredContrast[`${viewport.width}x${viewport.height} ${backdrop}: ${name}`] = ratio;
        assert.ok(ratio >= least, `${name}: ${ratio.toFixed(2)}:1`);
      });
      await closePage(p);
    },
  );
}

page.after(() => {
  if (!env.run || Object.keys(measuredContrast).length === 0) return;
  const lines = Object.entries(measuredContrast).map(([k, v]) => `  ${k}: ${v.toFixed(2)}:1`);
  console.log(`\nLowest contrast of each text over the landing photo:\n${lines.join('\n')}`);
});

page.run();
